import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/helpers/renderApp';
import { pageDrawn, renderSignedIn } from '../../../tests/helpers/shell';
import { CRITERIA } from './audit';
import { complianceOf, formatRate } from './compliance';

const LIMIT = { timeout: 15_000 };
/** The page's spaces as the matchers read them (no-break ones are plain spaces there). */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const rateIn = (language: string) => spaced(formatRate(complianceOf(CRITERIA).rate, language));

describe('the accessibility statement (/accessibilite, RGAA)', () => {
  it('signed out, in French: bare (no shell), one h1, the state, the rate, the non-compliances with their reason, the pages, the contact and the recourse', async () => {
    await renderApp('/accessibilite');
    const title = await screen.findByRole('heading', { level: 1 }, LIMIT);
    expect(title).toHaveTextContent("Déclaration d'accessibilité");
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Portail École | /accessibilite'));
    // Bare, as the not-found page: no header, no menu, no sign-in redirect; the page is the main landmark's.
    expect(document.querySelector('header')).toBeNull();
    expect(screen.getByRole('main')).toContainElement(title);

    expect(
      screen.getByText(/^Le Portail École est partiellement conforme avec le référentiel général/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('compliance-rate')).toHaveTextContent(
      `L'évaluation révèle que ${rateIn('fr')} des critères applicables sont respectés.`,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      "Retour d'information et contact",
      'Voies de recours',
    ]);

    const notMet = within(screen.getByTestId('not-met')).getAllByRole('listitem');
    expect(notMet).toHaveLength(CRITERIA.filter((criterion) => criterion.status === 'not-met').length);
    const title242 = notMet.find((item) => item.textContent?.startsWith('2.4.2 Titre de page'));
    expect(title242).toHaveTextContent("suivi de l'adresse de la page");
    expect(within(screen.getByTestId('not-applicable')).getAllByRole('listitem')[0]).toHaveTextContent(
      '1.2.1 Contenu seulement audio ou vidéo (pré-enregistré)Le portail ne diffuse ni son ni vidéo.',
    );
    const pages = within(screen.getByTestId('pages-covered')).getAllByRole('listitem');
    expect(pages[0]).toHaveTextContent('Connexion');
    expect(pages.map((page) => page.textContent)).toContain('Liste des élèves');

    // Signed out: the school's office, no link into the portal; the way back to sign-in.
    expect(screen.getByText(/^Adressez-vous au secrétariat de l'école/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Demandes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Écrire un message au Défenseur des droits' })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    expect(document.querySelector('address')).toHaveTextContent(
      'Défenseur des droitsLibre réponse 7112075342 Paris CEDEX 07',
    );
  });

  it('signed in, a parent: inside the shell, with the portal’s ways to write to the school', async () => {
    await renderSignedIn('parent', '/accessibilite');
    expect(await screen.findByRole('heading', { level: 1 }, LIMIT)).toHaveTextContent(
      "Déclaration d'accessibilité",
    );
    expect(document.querySelector('header')).not.toBeNull();
    const contact = within(screen.getByRole('region', { name: "Retour d'information et contact" }));
    expect(contact.getByRole('link', { name: 'Demandes' })).toHaveAttribute('href', '/gestion-demandes');
    expect(contact.getByRole('link', { name: 'Messagerie' })).toHaveAttribute('href', '/messagerie');
    expect(screen.queryByRole('link', { name: 'Retour à la connexion' })).not.toBeInTheDocument();
  });

  it('the shell’s footer on every page says the state and links to the statement', async () => {
    const app = await renderSignedIn('admin', '/dashboard');
    const footer = document.querySelector('footer')!;
    const link = within(footer).getByRole('link', { name: 'Accessibilité : partiellement conforme' });
    expect(link).toHaveAttribute('href', '/accessibilite');
    await app.user.click(link);
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: "Déclaration d'accessibilité" },
      LIMIT,
    );
    // Visible once the route transition (a fade) has ended.
    await pageDrawn();
    await waitFor(() => expect(title).toBeVisible(), LIMIT);
    expect(app.router.state.location.pathname).toBe('/accessibilite');
  });

  it('the sign-in page (no shell footer) links to the statement too', async () => {
    await renderApp('/');
    const link = await screen.findByRole('link', { name: 'Accessibilité : partiellement conforme' }, LIMIT);
    expect(link).toHaveAttribute('href', '/accessibilite');
  });

  it('in Arabic the footer says the state in Arabic', async () => {
    await renderSignedIn('admin', '/dashboard', { language: 'ar' });
    const footer = await waitFor(() => {
      const found = document.querySelector('footer');
      expect(found).not.toBeNull();
      return found!;
    }, LIMIT);
    expect(
      await within(footer).findByRole('link', { name: 'إمكانية الوصول: مطابقة جزئيًا' }, LIMIT),
    ).toHaveAttribute('href', '/accessibilite');
  });
});
