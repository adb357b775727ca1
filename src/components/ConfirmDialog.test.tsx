import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKitPage } from '../../tests/helpers/renderKit';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

function Harness({
  onConfirm,
  required,
}: {
  onConfirm: (reason?: string) => Promise<void>;
  required?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Refuser la demande
      </button>
      <ConfirmDialog
        open={open}
        title="Refuser la candidature ?"
        message="La famille sera informée."
        confirmLabel="Refuser"
        tone="danger"
        reason={required === undefined ? undefined : { label: 'Motif', required }}
        onConfirm={async (reason) => {
          await onConfirm(reason);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog (transitions and destructive actions are confirmed)', () => {
  it('is a labelled modal dialog; Escape cancels and gives the focus back', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await renderKitPage(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Refuser la demande' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Refuser la candidature ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Refuser' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the focus inside while tabbing', async () => {
    const { user } = await renderKitPage(<Harness onConfirm={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('a required reason must be given, and is passed trimmed', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await renderKitPage(<Harness onConfirm={onConfirm} required />);
    await user.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.getByLabelText(/Motif/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Motif/), '  Classe complète  ');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Classe complète'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open with the server message when the action fails, keeping the reason', async () => {
    const onConfirm = vi.fn(() => Promise.reject({ message: 'Transition impossible depuis cet état.' }));
    const { user } = await renderKitPage(<Harness onConfirm={onConfirm} required />);
    await user.click(screen.getByRole('button', { name: 'Refuser la demande' }));
    await user.type(screen.getByLabelText(/Motif/), 'Dossier incomplet');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transition impossible depuis cet état.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/Motif/)).toHaveValue('Dossier incomplet');
  });

  it('Escape closes only the innermost dialog (a confirmation above a detail dialog)', async () => {
    function Nested() {
      const [confirming, setConfirming] = useState(false);
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} title="Candidature" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setConfirming(true)}>
            Accepter
          </button>
          <ConfirmDialog
            open={confirming}
            title="Accepter la candidature ?"
            message="…"
            confirmLabel="Accepter"
            onConfirm={() => setConfirming(false)}
            onCancel={() => setConfirming(false)}
          />
        </Modal>
      );
    }
    const { user } = await renderKitPage(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(screen.getByRole('dialog', { name: 'Accepter la candidature ?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Accepter la candidature ?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Candidature' })).toBeInTheDocument();
  });
});
