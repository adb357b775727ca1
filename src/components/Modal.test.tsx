import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../../tests/helpers/renderKit';
import { Modal } from './Modal';

/** A form that closes as it saves, opening a receipt dialog: the control that had the focus is gone. */
function SaveThenReceipt() {
  const [form, setForm] = useState(true);
  const [receipt, setReceipt] = useState(false);
  return (
    <main id="main-content">
      <h1>Famille Benali</h1>
      {form && (
        <button
          type="button"
          onClick={() => {
            setForm(false);
            setReceipt(true);
          }}
        >
          Enregistrer
        </button>
      )}
      <Modal open={receipt} title="Reçu" onClose={() => setReceipt(false)}>
        <button type="button">Imprimer</button>
      </Modal>
    </main>
  );
}

describe('Modal: focus given back (keyboard only, docs/accessibility.md)', () => {
  it('when the control that opened it is gone, the focus goes to the page title, not to the start of the page', async () => {
    const { user } = await renderKitPage(<SaveThenReceipt />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('dialog', { name: 'Reçu' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Famille Benali' })).toHaveFocus();
  });
});

/** A dialog whose action closes it at once (a save answered before the second tap of a double tap). */
function QuickSave() {
  const [open, setOpen] = useState(true);
  const [opened, setOpened] = useState(0);
  return (
    <main id="main-content">
      <h1>Devoirs</h1>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        Notifications ({opened})
      </button>
      <Modal open={open} title="Nouveau devoir" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          Créer
        </button>
      </Modal>
    </main>
  );
}

const shield = () => document.querySelector('[data-ghost-tap-shield]');

describe('Modal: a double tap on an action that closes it (ghost taps)', () => {
  it('for 400 ms after a tap closes it, a layer outside the accessibility tree takes the second tap; then it is gone', async () => {
    const { user } = await renderKitPage(<QuickSave />);
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shield()).toBeInTheDocument();
    expect(shield()).toHaveAttribute('aria-hidden', 'true');
    // What the dialog covered is not tapped by the tap that lands there now.
    await user.pointer({ keys: '[MouseLeft]', target: shield()! });
    expect(screen.getByRole('button', { name: 'Notifications (0)' })).toBeInTheDocument();
    await waitFor(() => expect(shield()).not.toBeInTheDocument(), { timeout: 2_000 });
    await user.click(screen.getByRole('button', { name: 'Notifications (0)' }));
    expect(screen.getByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument();
  });

  it('a dialog closed from the keyboard leaves no layer', async () => {
    const { user } = await renderKitPage(<QuickSave />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shield()).not.toBeInTheDocument();
  });
});
