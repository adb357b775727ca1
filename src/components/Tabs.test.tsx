import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../tests/helpers/renderKit';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'overview', label: 'Aperçu', render: () => <p>Contenu aperçu</p> },
  { id: 'family', label: 'Famille', render: () => <p>Contenu famille</p> },
  { id: 'notes', label: 'Notes', render: () => <p>Contenu notes</p> },
];

function render(path = '/student', language: 'fr' | 'ar' = 'fr') {
  return renderKit([{ path: '/student', element: <Tabs label="Fiche" tabs={TABS} /> }], { path, language });
}

describe('Tabs (detail pages with tabs, state in the URL)', () => {
  it('shows the first tab by default and only the selected panel', async () => {
    await render();
    expect(screen.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Aperçu' })).toHaveTextContent('Contenu aperçu');
    expect(screen.queryByText('Contenu famille')).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL, and a click puts the tab in the URL (Back returns)', async () => {
    const { user, router } = await render('/student?id=7&tab=notes');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu notes');
    await user.click(screen.getByRole('tab', { name: 'Famille' }));
    expect(router.state.location.search).toBe('?id=7&tab=family');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu famille');
    await router.navigate(-1);
    expect(await screen.findByText('Contenu notes')).toBeInTheDocument();
  });

  it('arrow keys, Home and End move between tabs', async () => {
    const { user } = await render();
    screen.getByRole('tab', { name: 'Aperçu' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Famille' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu famille');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });
});
