import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoToken, escapeRegExp, expectNoSeriousA11yViolations, LANGS, openAs, runId, tr } from './support';

/**
 * A payment plan (docs/api.md "Payment plans") on the parent's phone, in French and Arabic: the parent spreads what
 * remains of the second child's tuition, the accounting office of that child's branch refuses the plan with a
 * reason, and the parent reads it. Adam's tuition is the only one this suite spreads (the suite shares one demo
 * API), one language after the other; a plan left in force by an interrupted run is refused first.
 */
const ADAM = 102;
/** The family of the parent's children. */
const FAMILY = 1;

test.describe.configure({ mode: 'serial' });

interface Plan {
  id: number;
  state: string;
}

/** Refuses, as the office, any plan of Adam's still in force (a run stopped half-way leaves one). */
async function refuseLeftovers(request: APIRequestContext, office: string, parent: string): Promise<void> {
  const answer = await request.get(`/api/students/${ADAM}/payment-plans`, {
    headers: { Authorization: parent, WebClientCall: 'true' },
  });
  expect(answer.status()).toBe(200);
  const { plans } = (await answer.json()) as { plans: Plan[] };
  for (const plan of plans.filter((item) => item.state === 'active')) {
    const refused = await request.post(`/api/payment-plans/${plan.id}/refuse`, {
      headers: { Authorization: office, WebClientCall: 'true' },
      data: { reason: 'Reprise du test' },
    });
    expect(refused.status()).toBe(200);
  }
}

for (const lang of LANGS) {
  test(`payment plan (${lang}): the parent spreads tuition on a phone, the office refuses it with a reason, the parent reads it`, async ({
    page,
    browser,
  }) => {
    const reason = `Arriéré non réglé ${runId()}`;
    const parentToken = await demoToken(page, 'parent');
    const officeToken = await demoToken(page, 'accounting3');
    await refuseLeftovers(page.request, officeToken, parentToken);

    await page.addInitScript((child) => window.localStorage.setItem('SELECTED_STUDENT', child), String(ADAM));
    await openAs(page, 'parent', '/studentengagment', lang);
    const section = page.getByTestId('parent-plans');
    await expect(section.getByRole('heading', { name: tr(lang, 'finances.plans.heading') })).toBeVisible();
    await section.getByRole('button', { name: tr(lang, 'finances.plans.open'), exact: true }).click();
    // Titled with the child's name in the reader's script.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The second choice: three installments, each shown with its date before anything is saved.
    await dialog.getByRole('radio').nth(1).check();
    await expect(dialog.getByTestId('plan-preview').getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, `the payment plan dialog (${lang})`);
    await dialog.getByRole('button', { name: tr(lang, 'finances.plans.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(tr(lang, 'finances.plans.states.active'), { exact: true })).toBeVisible();
    await expect(
      section.getByRole('button', { name: tr(lang, 'finances.plans.open'), exact: true }),
    ).toBeHidden();

    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const officePage = await office.newPage();
    await openAs(officePage, 'accounting3', `/studentengagment/family/${FAMILY}`, lang);
    const plans = officePage.getByTestId('family-plans');
    const active = plans.getByRole('article').filter({
      has: officePage.getByText(tr(lang, 'finances.plans.states.active'), { exact: true }),
    });
    await active.getByRole('button', { name: tr(lang, 'finances.plans.refuse'), exact: true }).click();
    const refuse = officePage.getByRole('dialog');
    await refuse.getByLabel(new RegExp(escapeRegExp(tr(lang, 'finances.plans.reason')))).fill(reason);
    await expectNoSeriousA11yViolations(officePage, `the office's refusal of a plan (${lang})`);
    await refuse.getByRole('button', { name: tr(lang, 'finances.plans.refuseConfirm'), exact: true }).click();
    await expect(refuse).toBeHidden();
    await expect(plans.getByText(reason, { exact: false })).toBeVisible();
    await office.close();

    await page.reload();
    await expect(page.getByTestId('plan-refused').filter({ hasText: reason })).toBeVisible();
    // Refused: the family may choose again.
    await expect(
      section.getByRole('button', { name: tr(lang, 'finances.plans.open'), exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the parent's refused plan (${lang})`);
  });
}
