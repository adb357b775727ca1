import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { demoCall, demoToken, recordRequests } from '../../../tests/helpers/demo';
import { checkPicture, MAX_PICTURE_BYTES } from './profile.api';

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe('profile page (Product: a user profile exists)', () => {
  it('shows the display name, email and the roles per branch and year', async () => {
    await renderSignedIn('staff', '/profile');
    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    const roles = screen.getByRole('region', { name: 'Rôles par établissement et par année' });
    const rows = within(roles).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Casablanca Anfa2026-2027Secrétariat4',
      'Casablanca Anfa2025-2026Secrétariat4',
    ]);
  });

  it.each([
    ['fr', 'Vie scolaire'],
    ['ar', 'الحياة المدرسية'],
  ] as const)(
    'Profile (%s): a role the school created is named as the school wrote it, never by its key',
    async (language, expected) => {
      const admin = await demoToken('admin');
      const key = { 'Idempotency-Key': crypto.randomUUID() };
      const role = await demoCall(
        'POST',
        'access/roles?branch=1&year=2',
        admin,
        { name: 'Vie scolaire', name_ar: 'الحياة المدرسية', permissions: ['view-news-page'] },
        key,
      );
      expect(role.status).toBe(201);
      const held = await demoCall(
        'POST',
        'access/assignments?branch=1&year=2',
        admin,
        { userId: 2, roleId: role.body.id },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      expect(held.status).toBe(201);
      await renderSignedIn('staff', '/profile', { language });
      const roles = await screen.findByRole('region', {
        name: language === 'ar' ? /الأدوار/ : 'Rôles par établissement et par année',
      });
      await waitFor(() => expect(roles).toHaveTextContent(expected));
      expect(roles.textContent).not.toMatch(/role-\d+/);
    },
  );

  it('Profile of staff: the roles table keeps its cells apart (end padding between columns)', async () => {
    await renderSignedIn('staff', '/profile');
    const roles = await screen.findByRole('region', { name: 'Rôles par établissement et par année' });
    for (const row of within(roles).getAllByRole('row')) {
      const cells = [...row.querySelectorAll('th, td')];
      for (const cell of cells.slice(0, -1)) expect(cell.className).toMatch(/\bpe-4\b/);
    }
  });

  it('Profile of a parent: their children with branch, class and year, instead of the roles table', async () => {
    await renderSignedIn('parent', '/profile');
    const children = await screen.findByRole('region', { name: 'Mes enfants' });
    expect(
      screen.queryByRole('region', { name: 'Rôles par établissement et par année' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Permissions')).not.toBeInTheDocument();
    const header = within(children)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Enfant', 'Établissement', 'Classe', 'Année']);
    const rows = within(children)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    const yasmine = rows.filter((row) => row[0] === 'Yasmine El Idrissi');
    const adam = rows.filter((row) => row[0] === 'Adam El Idrissi');
    expect(yasmine.length).toBeGreaterThan(0);
    expect(adam.length).toBeGreaterThan(0);
    expect(yasmine[0]?.[1]).toBe('Casablanca AnfaGroupe Scolaire Al Amal');
    expect(adam[0]?.[1]).toBe('Marrakech GuélizÉcole Les Orangers');
    // A class name and a school year on every row.
    for (const row of rows) {
      expect(row[2]).toMatch(/\S/);
      expect(row[2]).not.toBe('—');
      expect(row[3]).toMatch(/^\d{4}-\d{4}$/);
    }
  });

  it('the picture input accepts image types only, and refuses others before sending', () => {
    expect(checkPicture(new File([PNG_BYTES], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkPicture(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBe('type');
    expect(checkPicture(new File(['x'], 'a.html', { type: 'text/html' }))).toBe('type');
    expect(
      checkPicture(new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'big.png', { type: 'image/png' })),
    ).toBe('size');
  });

  it('uploading a PNG replaces the default icon with the new picture', async () => {
    // The picture's bytes reach the demo API as a browser sends them: it checks the content (Uploads by content).
    onTestFinished(installBrowserBridges());
    const { user } = await renderSignedIn('staff', '/profile');
    const input = await screen.findByLabelText('Changer la photo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await waitFor(() => {
      const images = screen.getAllByRole('img', { name: 'Youssef Alaoui' });
      expect(images.some((image) => image.getAttribute('src')?.startsWith('data:image/png;base64,'))).toBe(
        true,
      );
    });
    expect(await screen.findByText('Photo de profil mise à jour.')).toBeInTheDocument();
  });

  it('an SVG is refused with a clear message and nothing is sent', async () => {
    let sent = false;
    server.use(
      http.post('*/api/userprofilepicture', () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    await renderSignedIn('staff', '/profile');
    const input = await screen.findByLabelText('Changer la photo');
    // A browser's file dialog can still hand over any file ("All files"): the check must not rely on `accept`.
    fireEvent.change(input, {
      target: { files: [new File(['<svg onload="alert(1)"/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(
      await screen.findByText('Seules les images PNG, JPEG, WebP ou GIF sont acceptées.'),
    ).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('a wrong current password is reported and every typed value is kept', async () => {
    const { user } = await renderSignedIn('staff', '/profile');
    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'not-it');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('not-it');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('nouveau-secret');
  });

  it('checks length and confirmation before sending, then changes the password', async () => {
    const { user } = await renderSignedIn('staff', '/profile');
    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'demo1234');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('Le nouveau mot de passe doit faire au moins 12 caractères.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), '-mais-long');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'autre-chose');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText('La confirmation ne correspond pas au nouveau mot de passe.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'court-mais-long');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it.each([
    ['12345678', 'Le nouveau mot de passe doit faire au moins 12 caractères.'],
    [
      'Motdepasse2026!',
      'Ce mot de passe fait partie des plus courants (ou en est une variante) : choisissez-en un plus difficile à deviner.',
    ],
    [
      '123456789012',
      'Ce mot de passe fait partie des plus courants (ou en est une variante) : choisissez-en un plus difficile à deviner.',
    ],
    ['Staff-Secret-2026', 'Le nouveau mot de passe ne doit pas contenir le nom de votre adresse e-mail.'],
  ])('Password rules: %s is refused before sending, with the reason', async (weak, message) => {
    const { user } = await renderSignedIn('staff', '/profile');
    const sent = recordRequests();
    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'demo1234');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), weak);
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), weak);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent.filter((request) => request.includes('profile/password'))).toEqual([]);
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Au moins 12 caractères'),
    );
  });

  it("Password rules: the API's refusal (a rule the form could not check, its list not loaded) is said in the user's language", async () => {
    server.use(
      http.post('*/api/profile/password', () =>
        HttpResponse.json(
          { message: 'Password too weak', code: 'WEAK_PASSWORD', reason: 'COMMON' },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderSignedIn('staff', '/profile', { language: 'en' });
    await user.type(await screen.findByLabelText('Current password'), 'demo1234');
    await user.type(screen.getByLabelText('New password'), 'cheval-agrafe-batterie');
    await user.type(screen.getByLabelText('Confirm the new password'), 'cheval-agrafe-batterie');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText(
        'This password is one of the most common ones (or a variant of one): choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
  });
});
