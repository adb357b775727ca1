import { screen } from '@testing-library/react';
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
