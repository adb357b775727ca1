import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../../tests/helpers/renderKit';
import { Modal } from '../Modal';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { keptTyping } from './keptTyping';
import { TextField } from './TextField';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../notify', () => ({ notify }));

interface Guardian {
  name: string;
  phone: string;
  password: string;
}

function GuardianForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const form = useForm<Guardian>({ defaultValues: { name: '', phone: '', password: '' } });
  return (
    <Form form={form} aria-label="Tuteur" onSubmit={() => onSaved()}>
      <TextField name="name" label="Nom du tuteur" />
      <TextField name="phone" label="Téléphone" />
      <TextField name="password" label="Mot de passe provisoire" />
      <FormActions submitLabel="Enregistrer" onCancel={onCancel} cancelLabel="Annuler" />
    </Form>
  );
}

function GuardianDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter un tuteur
      </button>
      <Modal open={open} title="Nouveau tuteur" onClose={() => setOpen(false)}>
        <GuardianForm onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Nouveau tuteur' });
const asking = () => screen.queryByRole('dialog', { name: 'Fermer sans enregistrer ?' });

describe('Nothing typed is lost: dialogs with forms ask before closing when changed', () => {
  it('unchanged, Escape, the close button and Annuler close at once', async () => {
    const { user } = await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un tuteur' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un tuteur' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(asking()).not.toBeInTheDocument();
  });

  it('changed, Escape, the close button and Annuler ask; staying keeps the typing, confirming closes', async () => {
    const { user } = await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    await user.type(screen.getByLabelText('Nom du tuteur'), 'Hicham Zaoui');

    await user.keyboard('{Escape}');
    expect(asking()).toHaveTextContent("Ce que vous avez saisi dans ce formulaire n'est pas enregistré");
    // Escape answers the question (stay), not the dialog under it.
    await user.keyboard('{Escape}');
    expect(asking()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nom du tuteur')).toHaveValue('Hicham Zaoui');

    await user.click(within(dialog()!).getByRole('button', { name: 'Fermer' }));
    await user.click(within(asking()!).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Nom du tuteur')).toHaveValue('Hicham Zaoui');

    await user.click(within(dialog()!).getByRole('button', { name: 'Annuler' }));
    await user.click(within(asking()!).getByRole('button', { name: 'Fermer sans enregistrer' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(asking()).not.toBeInTheDocument();
  });

  it('a dialog its owner closes after a save does not ask', async () => {
    const { user } = await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    await user.type(screen.getByLabelText('Nom du tuteur'), 'Hicham Zaoui');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(asking()).not.toBeInTheDocument();
  });
});

describe('Nothing typed is lost: a session end keeps a changed form for its author (keptTyping)', () => {
  it('keeps the changed form, never a password; the form takes it back once when it opens on the same page', async () => {
    const first = await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    await first.user.type(screen.getByLabelText('Nom du tuteur'), 'Hicham Zaoui');
    await first.user.type(screen.getByLabelText('Mot de passe provisoire'), 'secret-1234');
    expect(keptTyping.keep('7', '/')).toBe(true);
    first.unmount();

    const stored = window.sessionStorage.getItem('keptTyping') ?? '';
    expect(stored).toContain('Hicham Zaoui');
    expect(stored).not.toContain('secret-1234');

    // Another page's form with the same fields does not take it.
    expect(keptTyping.take('/elsewhere', 'Tuteur|name,password,phone')).toBeNull();

    await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    await waitFor(() => expect(screen.getByLabelText('Nom du tuteur')).toHaveValue('Hicham Zaoui'));
    expect(screen.getByLabelText('Mot de passe provisoire')).toHaveValue('');
    expect(notify).toHaveBeenCalledWith('info', "Votre saisie d'avant la fin de session a été rétablie.");
    expect(keptTyping.current()).toBeNull();
  });

  it('an unchanged form is not kept; someone else signing in drops what was kept', async () => {
    const app = await renderKit([{ path: '/', element: <GuardianDialog /> }]);
    expect(keptTyping.keep('7', '/')).toBe(false);
    await app.user.type(screen.getByLabelText('Téléphone'), '0661223344');
    expect(keptTyping.keep('7', '/')).toBe(true);
    keptTyping.signedIn('7');
    expect(keptTyping.current()?.owner).toBe('7');
    keptTyping.signedIn('12');
    expect(keptTyping.current()).toBeNull();
  });
});
