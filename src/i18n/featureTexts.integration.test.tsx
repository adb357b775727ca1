import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { renderSignedIn } from '../../tests/helpers/shell';
import { readLocale } from './localeFiles';

const fr = readLocale('fr') as { lostItems: { search: string }; canteen: { meals: { new: string } } };
const ar = readLocale('ar') as typeof fr;

/** Texts per feature (docs/architecture.md "Decisions taken so far"), with the remote texts service down. */
describe('texts per feature in the running app', () => {
  it('a page shows its feature’s texts at once, and after a switch to Arabic in the header, in Arabic (not the English fallback)', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const app = await renderSignedIn('admin', '/lost-items');
    expect(await screen.findByRole('searchbox', { name: fr.lostItems.search })).toBeInTheDocument();
    expect(app.i18n.exists('canteen.meals.new')).toBe(false); // another feature's texts did not come with it

    await app.user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    await app.user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(await screen.findByRole('searchbox', { name: ar.lostItems.search })).toBeInTheDocument();

    await app.router.navigate('/meals');
    expect(await screen.findByRole('button', { name: ar.canteen.meals.new })).toBeInTheDocument();
  });
});
