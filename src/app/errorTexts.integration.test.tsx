import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { renderSignedIn } from '../../tests/helpers/shell';

/**
 * The sentences of the API's error codes are a text part of their own (i18n/bundled.ts), not in the first screen's
 * texts: the failed call that names a code brings them before the screen shows its error (api/baseQuery.ts), in the
 * running app, with the remote texts down (which would otherwise bring every text after the first screen).
 */
describe('the error codes’ sentences come with the first refusal that names one', () => {
  it('a signed-in page holds none of them; a 422 with codes shows its sentence under the field and in the toast', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.post('*/api/engagements', () =>
        HttpResponse.json(
          {
            message: 'Unknown fee type',
            code: 'INVALID_FEE_TYPE',
            errors: { feeTypeId: 'INVALID_FEE_TYPE' },
          },
          { status: 422 },
        ),
      ),
    );
    const app = await renderSignedIn('admin', '/studentengagment?family=1');
    await app.user.click(await screen.findByRole('button', { name: 'Nouvel engagement' }));
    await screen.findByRole('form', { name: 'Nouvel engagement' });
    expect(app.i18n.exists('apiErrors.INVALID_FEE_TYPE')).toBe(false);

    const form = screen.getByRole('form', { name: 'Nouvel engagement' });
    const student = within(form).getByLabelText(/^Élève/) as HTMLSelectElement;
    await app.user.selectOptions(student, student.options[1]!.value);
    const fees = within(form).getByLabelText(/^Frais/) as HTMLSelectElement;
    const free = [...fees.options].find((option) => option.value !== '' && !option.disabled)!;
    await app.user.selectOptions(fees, free.value);
    await app.user.click(within(form).getByRole('button', { name: "Créer l'engagement" }));

    const fee = within(form).getByLabelText(/^Frais/);
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    const sentence = "Ce frais n'existe pas pour le niveau de l'élève.";
    expect(fee).toHaveAccessibleDescription(expect.stringContaining(sentence));
    // Under the field, and in the toast, whose area comes with the first toast.
    await waitFor(() => expect(screen.getAllByText(sentence)).toHaveLength(2));
    expect(screen.queryByText('Unknown fee type')).not.toBeInTheDocument();
  });
});
