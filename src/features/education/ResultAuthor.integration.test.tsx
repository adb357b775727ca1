import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCall } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';
import { findUserMenuButton, pageDrawn, renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

// docs/api.md "Education", teacher link: each result shows who gave it and when; a teacher's grid is read-only for
// the classes they do not teach. teacher.1@demo.test (Salma Bennis) is CM1 A's main teacher in branch 1.
const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;
const runningCm1 = () =>
  db.data.education.campaigns.find(
    (campaign) =>
      campaign.branchId === 1 && campaign.yearId === 2 && !campaign.closed && campaign.levelId === 7,
  )!;
const childOf = (classId: number) =>
  db.data.enrolments.find((row) => row.classId === classId && row.yearId === 2 && row.status === 'active')!
    .studentId;

/** The grid's first cell (a query by role over the whole grid is slow in jsdom). */
const firstCell = (grid: HTMLElement) => grid.querySelector<HTMLElement>('[data-cell="0:0"]')!;

async function signInAsTeacher(path: string) {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  window.localStorage.setItem('token', login.body.token as string);
  const app = await renderApp(path);
  await findUserMenuButton('Salma Bennis');
  await pageDrawn();
  return { ...app, token: login.body.token as string };
}

describe('diagnostic evaluations: who gave a result', () => {
  it('a result shows "Saisi par … le …" in its tooltip and under the grid once chosen', async () => {
    const campaign = runningCm1();
    const cm1 = classNamed('CM1 A').id;
    const studentId = childOf(cm1);
    const skillId = campaign.skillIds[0]!;
    const teacher = await demoCall('POST', 'login', null, {
      email: 'teacher.1@demo.test',
      password: 'demo1234',
    });
    const saved = await demoCall(
      'PUT',
      `education/campaigns/${campaign.id}/results?year=2`,
      teacher.body.token,
      {
        studentId,
        skillId,
        value: 4,
      },
    );
    expect(saved.status).toBe(200);
    const { user } = await renderSignedIn('admin', `/diagevaluation?campaign=${campaign.id}&class=${cm1}`);
    const grid = await screen.findByRole('grid');
    const cell = await within(grid).findByTitle(/^Saisi par Salma Bennis le .*2\d{3}/);
    await user.click(cell);
    expect(await screen.findByText(cell.getAttribute('title')!, { selector: 'p' })).toBeInTheDocument();
  });

  it("a teacher's grid is read-only for a class they do not teach, and their own result shows their name", async () => {
    const campaign = runningCm1();
    const other = campaign.classIds.find((id) => id !== classNamed('CM1 A').id)!;
    const { user } = await signInAsTeacher(`/diagevaluation?campaign=${campaign.id}&class=${other}`);
    const grid = await screen.findByRole('grid');
    expect(
      screen.getByText(/Vous saisissez les résultats des classes où vous enseignez/),
    ).toBeInTheDocument();
    const before = structuredClone(db.data.education.results);
    const cell = firstCell(grid);
    expect(cell).toHaveAttribute('aria-readonly', 'true');
    await user.click(cell);
    await user.keyboard('{Delete}2');
    expect(db.data.education.results).toEqual(before);

    // Her own class: the value is saved under her name.
    await user.selectOptions(screen.getByLabelText('Classe'), String(classNamed('CM1 A').id));
    const own = await screen.findByRole('grid');
    await waitFor(() => expect(firstCell(own)).not.toHaveAttribute('aria-readonly'), { timeout: 15_000 });
    await user.click(firstCell(own));
    await user.keyboard('{Delete}3');
    await waitFor(() => expect(firstCell(own).title).toMatch(/^Saisi par Salma Bennis le /), {
      timeout: 15_000,
    });
    expect(
      db.data.education.results.filter(
        (result) => result.campaignId === campaign.id && result.authorId === 12,
      ),
    ).toMatchObject([{ value: 3, authorName: 'Salma Bennis' }]);
  });
});
