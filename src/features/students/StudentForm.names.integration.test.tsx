import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import ar from '../../i18n/locales/ar/forms.json';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([import('./NewStudentPage'), import('./StudentDetailsPage')]);
}, 60_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (the required star after it is ignored). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
const INVALID_NAME_FR =
  'Ce nom contient un caractère non autorisé (retour à la ligne, tabulation ou caractère de contrôle).';

/** The bodies of the `POST students` the screen sends. */
function sentStudents(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/api\/students\?/.test(request.url)) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}

/** Pastes `value` into the field labelled `label` (a paste keeps characters a keyboard cannot type, and is quick). */
async function paste(user: UserEvent, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

/** Pastes the names, then fills the rest of the form validly, a new family with its guardian. */
async function fill(user: UserEvent, names: Record<string, string>) {
  for (const [label, value] of Object.entries(names)) await paste(user, label, value);
  await paste(user, 'N° Massar', 'K123456782');
  await paste(user, 'Date de naissance', '2019-04-12');
  await user.selectOptions(field('Sexe'), 'F');
  const ce1 = db.data.levels.find((level) => level.code === 'CE1')!;
  await user.selectOptions(field('Niveau'), String(ce1.id));
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === ce1.id)!;
  await waitFor(() => expect(field('Classe')).toBeEnabled());
  await user.selectOptions(field('Classe'), String(cls.id));
  await user.click(screen.getByRole('radio', { name: 'Nouvelle famille' }));
  await user.selectOptions(field("Lien avec l'élève"), 'père');
  await paste(user, 'Nom de la famille', 'Zaoui');
  await paste(user, 'Nom du tuteur', 'Zaoui');
  await paste(user, 'Prénom du tuteur', 'Hicham');
  await paste(user, 'Téléphone', '+212 661 22 33 44');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: "Créer l'élève" }));

describe('student form: person names (docs/api.md "Text")', () => {
  it('says under the field, in French, that a name with a control character or a line break is refused', async () => {
    expect(ar.validation.invalidName).toMatch(/[\u0600-\u06FF]/);
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await screen.findByLabelText(/^Niveau( \*)?$/);
    await findPageTitle('Nouvel élève');
    await paste(user, 'Nom (latin)', 'Zaoui');
    await paste(user, 'Prénom (latin)', 'In\u0000ès');
    await user.click(screen.getByRole('radio', { name: 'Nouvelle famille' }));
    await paste(user, 'Nom du tuteur', 'Zaoui\u2028');
    await submit(user);
    await waitFor(() => expect(field('Prénom (latin)')).toHaveAccessibleDescription(INVALID_NAME_FR), {
      timeout: 15_000,
    });
    expect(field('Prénom (latin)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nom du tuteur')).toHaveAccessibleDescription(INVALID_NAME_FR);
    expect(field('Nom (latin)')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the names without their invisible characters and extra spaces', async () => {
    const sent = sentStudents();
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await screen.findByLabelText(/^Niveau( \*)?$/);
    await findPageTitle('Nouvel élève');
    await fill(user, {
      'Nom (latin)': ' Zaoui\u200B  ',
      'Prénom (latin)': 'In\u2060ès\u{E0041}',
      'Nom (arabe)': '\u200Fالزاوي',
      'Prénom (arabe)': 'إيناس\u061C',
    });
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 15_000 });
    expect(sent[0]).toMatchObject({
      lastname_fr: 'Zaoui',
      firstname_fr: 'Inès',
      lastname_ar: 'الزاوي',
      firstname_ar: 'إيناس',
    });
  });
});
