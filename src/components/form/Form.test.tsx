import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderKit } from '../../../tests/helpers/renderKit';
import type { ApiError } from '../../api/baseQuery';
import { DateField } from './DateField';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { MoneyField } from './MoneyField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { zodResolver } from './zodResolver';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../notify', () => ({ notify }));

const schema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.tooLong')),
  amount: z.number('validation.required').check(z.positive('validation.min')),
  method: z.string().check(z.minLength(1, 'validation.required')),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')),
});
type Values = z.input<typeof schema>;

function PaymentForm({
  save,
  navigateTo,
}: {
  save: (values: Values) => Promise<unknown>;
  navigateTo?: string;
}) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', amount: undefined as unknown as number, method: '', date: '' },
  });
  return (
    <>
      <Link to="/elsewhere">Ailleurs</Link>
      <Form
        form={form}
        aria-label="Paiement"
        onSubmit={async (values) => {
          await save(values);
          if (navigateTo) await navigate(navigateTo);
        }}
      >
        <TextField name="name" label="Nom" required />
        <MoneyField name="amount" label="Montant" currency="MAD" required />
        <SelectField
          name="method"
          label="Mode"
          required
          options={[
            { value: 'cash', label: 'Espèces' },
            { value: 'card', label: 'Carte' },
          ]}
        />
        <DateField name="date" label="Date" required />
        <FormActions submitLabel="Enregistrer" />
      </Form>
      <UnsavedChangesGuard />
    </>
  );
}

function renderPaymentForm(save: (values: Values) => Promise<unknown>, navigateTo?: string) {
  return renderKit([
    { path: '/', element: <PaymentForm save={save} navigateTo={navigateTo} /> },
    { path: '/elsewhere', element: <h1>Autre page</h1> },
    { path: '/done', element: <h1>Enregistré</h1> },
  ]);
}

async function fillValid(user: Awaited<ReturnType<typeof renderPaymentForm>>['user']) {
  await user.type(screen.getByLabelText(/Nom/), 'Famille Benali');
  await user.type(screen.getByLabelText(/Montant/), '1 250,50');
  await user.selectOptions(screen.getByLabelText(/Mode/), 'card');
  await user.type(screen.getByLabelText(/Date/), '2026-11-20');
}

describe('form kit ("Forms")', () => {
  it('an amount is read as the user means it: the recorded amount is shown before saving', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = await renderPaymentForm(save);
    const amount = screen.getByLabelText(/Montant/);
    await user.type(amount, '12 345,5');
    expect(amount).toHaveAccessibleDescription(/^Montant enregistré : 12\s345,50\sMAD$/);
  });

  it('a refused amount says why (too many decimals, ambiguous grouping, not a number, negative) and is not saved', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = await renderPaymentForm(save);
    const amount = screen.getByLabelText(/Montant/);
    await fillValid(user);
    const cases: [string, RegExp][] = [
      ['12,345', /^Au plus deux décimales après la virgule/],
      ['100.999', /^Ce montant peut se lire de deux façons/],
      ['1e12', /^Ce n’est pas un montant/],
      ['abc', /^Ce n’est pas un montant/],
      ['-5', /^Le montant ne peut pas être négatif/],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(message);
      expect(amount).not.toHaveAccessibleDescription(/Montant enregistré/);
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('an amount in Arabic-Indic digits with the Arabic decimal separator is read in Arabic', async () => {
    function Amount() {
      const form = useForm<{ amount: number | null }>({ defaultValues: { amount: null } });
      return (
        <Form form={form} onSubmit={() => undefined} guard={false}>
          <MoneyField name="amount" label="Montant" currency="MAD" />
        </Form>
      );
    }
    const { user } = await renderKit([{ path: '/', element: <Amount /> }], { language: 'ar' });
    const amount = screen.getByLabelText('Montant');
    await user.type(amount, '١٢٬٣٤٥٫٥');
    expect(amount).toHaveAccessibleDescription(/^المبلغ المسجَّل: .*12,345\.50/);
    await user.clear(amount);
    await user.type(amount, '١٢٫٣٤٥');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/^خانتان عشريتان على الأكثر/);
  });

  it('shows translated validation messages under the fields and does not save', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = await renderPaymentForm(save);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const name = screen.getByLabelText(/Nom/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText(/Date/)).toHaveAccessibleDescription('Cette date n’est pas valide.');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the parsed values', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { user } = await renderPaymentForm(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        name: 'Famille Benali',
        amount: 1250.5,
        method: 'card',
        date: '2026-11-20',
      }),
    );
  });

  it('a failed save keeps every value typed, toasts the reason and puts 422 field codes under their fields, translated', async () => {
    const failure: ApiError = {
      status: 422,
      message: 'Le paiement est refusé.',
      kind: 'other',
      fields: { name: 'TOO_LONG', method: 'NOT_A_CODE_WE_KNOW' },
    };
    const save = vi.fn(() => Promise.reject(failure));
    const { user } = await renderPaymentForm(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Le paiement est refusé.'));
    expect(screen.getByLabelText(/Nom/)).toHaveValue('Famille Benali');
    expect(screen.getByLabelText(/Nom/)).toHaveAccessibleDescription('Ce texte est trop long.');
    expect(screen.getByLabelText(/Mode/)).toHaveAccessibleDescription('Valeur refusée par le serveur.');
    expect(screen.getByLabelText(/Montant/)).toHaveValue('1 250,50');
    expect(screen.getByLabelText(/Mode/)).toHaveValue('card');
    expect(screen.getByLabelText(/Date/)).toHaveValue('2026-11-20');
  });

  it('a network failure offline (the request never left) says the save failed and that the values are kept', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const save = vi.fn(() =>
      Promise.reject({ status: 'NETWORK_ERROR', message: 'Network Error', kind: 'other' }),
    );
    const { user } = await renderPaymentForm(save);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'L’enregistrement a échoué. Vos saisies sont conservées, réessayez.',
      ),
    );
    expect(screen.getByLabelText(/Nom/)).toHaveValue('Famille Benali');
  });

  it('a network failure after sending, or a 502/503/504, is "not confirmed", never "failed" (docs/api.md "Errors")', async () => {
    for (const error of [
      { status: 'NETWORK_ERROR', message: 'Network Error', kind: 'other' },
      { status: 503, message: 'Service unavailable', kind: 'other' },
    ]) {
      notify.mockClear();
      const save = vi.fn(() => Promise.reject(error));
      const { user, unmount } = await renderPaymentForm(save);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText(/L’enregistrement n’a pas pu être confirmé/)).toBeInTheDocument();
      expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
      expect(screen.getByLabelText(/Nom/)).toHaveValue('Famille Benali');
      unmount();
    }
  });

  it('asks before leaving with unsaved changes; staying keeps the values, leaving goes', async () => {
    const { user, router } = await renderPaymentForm(() => Promise.resolve());
    await user.type(screen.getByLabelText(/Nom/), 'Famille Benali');
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog).toHaveTextContent('Vos modifications ne sont pas enregistrées');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText(/Nom/)).toHaveValue('Famille Benali');

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter la page' }));
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
  });

  it('asks the browser before a reload while dirty, not when clean', async () => {
    const { user } = await renderPaymentForm(() => Promise.resolve());
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText(/Nom/), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('a successful save that navigates is not blocked', async () => {
    const { user } = await renderPaymentForm(() => Promise.resolve(), '/done');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Enregistré' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an amount with a default can be emptied and retyped (the default does not come back)', async () => {
    function Refund({ save }: { save: (values: { amount: number | null }) => void }) {
      const form = useForm<{ amount: number | null }>({ defaultValues: { amount: 500 } });
      return (
        <Form form={form} onSubmit={save} guard={false}>
          <MoneyField name="amount" label="Montant" currency="MAD" />
          <FormActions submitLabel="Enregistrer" />
        </Form>
      );
    }
    const save = vi.fn();
    const { user } = await renderKit([{ path: '/', element: <Refund save={save} /> }]);
    const amount = screen.getByLabelText('Montant');
    expect(amount).toHaveValue('500');
    await user.clear(amount);
    expect(amount).toHaveValue('');
    await user.type(amount, '120');
    expect(amount).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ amount: 120 }, { idempotencyKey: expect.any(String) as string }),
    );
  });
});

describe('form kit: one submission, sent once (docs/api.md "Idempotency")', () => {
  function NoteForm({
    save,
  }: {
    save: (values: { text: string }, submission: { idempotencyKey: string }) => unknown;
  }) {
    const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
    return (
      <Form form={form} onSubmit={save} guard={false} aria-label="Note">
        <TextField name="text" label="Texte" />
        <FormActions submitLabel="Enregistrer" />
      </Form>
    );
  }
  const keyOf = (save: ReturnType<typeof vi.fn>, call: number) =>
    (save.mock.calls[call]![1] as { idempotencyKey: string }).idempotencyKey;

  it('a retry of the same values keeps the key; changed values, or a new save after a success, get a new one', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce({ status: 500, message: 'Internal error', kind: 'other' })
      .mockResolvedValue({});
    const { user } = await renderKit([{ path: '/', element: <NoteForm save={save} /> }]);
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    await user.type(screen.getByLabelText('Texte'), 'Bonjour');
    await user.click(button);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', expect.any(String)));
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(keyOf(save, 1)).toBe(keyOf(save, 0));

    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(keyOf(save, 2)).not.toBe(keyOf(save, 1));
    await user.type(screen.getByLabelText('Texte'), ' !');
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(4));
    expect(keyOf(save, 3)).not.toBe(keyOf(save, 2));
  });

  it('after a lost answer, changed values are sent with the same key: the server refuses them if it saved the first', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce({ status: 'NETWORK_ERROR', message: 'Network Error', kind: 'other' })
      .mockRejectedValueOnce({
        status: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'Reused',
        kind: 'other',
      })
      .mockResolvedValue({});
    const { user } = await renderKit([{ path: '/', element: <NoteForm save={save} /> }]);
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    await user.type(screen.getByLabelText('Texte'), 'Bonjour');
    await user.click(button);
    expect(await screen.findByText(/L’enregistrement n’a pas pu être confirmé/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Texte'), ' !');
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(keyOf(save, 1)).toBe(keyOf(save, 0));
    // The server answered: a change after it is a new submission, sent knowingly.
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', expect.any(String)));
    await user.type(screen.getByLabelText('Texte'), '!');
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(keyOf(save, 2)).not.toBe(keyOf(save, 1));
  });

  it('a second submission while the first is saving is not sent', async () => {
    let answer = () => undefined as void;
    const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = await renderKit([{ path: '/', element: <NoteForm save={save} /> }]);
    await user.type(screen.getByLabelText('Texte'), 'Bonjour');
    const form = screen.getByRole('form', { name: 'Note' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a save the time limit cut says it is not confirmed, not that it failed, and may be sent again', async () => {
    notify.mockClear();
    const save = vi.fn().mockRejectedValueOnce({
      status: 'NETWORK_ERROR',
      message: 'canceled',
      kind: 'other',
      code: 'OUTCOME_UNKNOWN',
    } satisfies ApiError);
    const { user } = await renderKit([{ path: '/', element: <NoteForm save={save} /> }]);
    await user.type(screen.getByLabelText('Texte'), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/L’enregistrement n’a pas pu être confirmé/)).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith('error', expect.any(String));
    expect(screen.getByLabelText('Texte')).toHaveValue('Bonjour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(keyOf(save, 1)).toBe(keyOf(save, 0));
  });
});
