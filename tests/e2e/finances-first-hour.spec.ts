import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  demoToken,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  runId,
  tr,
} from './support';

/** A translated sentence, whichever apostrophe the page shows (' or ’). */
const loose = (text: string) => new RegExp(escapeRegExp(text).replace(/['’]/g, "['’]"));

/**
 * A school office's first hour with the finances: a pupil enrolled today is given fees, a payment typed while the
 * network goes is kept on the page, and the overdue list's age filter speaks the user's language.
 */

interface Scope {
  branch: number;
  year: number;
  headers: Record<string, string>;
}

async function scopeOf(page: Page): Promise<Scope> {
  const headers = { Authorization: await demoToken(page, 'admin'), WebClientCall: 'true' };
  const user = (await (await page.request.get('/api/user', { headers })).json()) as {
    branchs: Array<{ schoolbranchid: number; years: Array<{ schoolyearid: number }> }>;
  };
  return {
    branch: user.branchs[0]!.schoolbranchid,
    year: user.branchs[0]!.years[0]!.schoolyearid,
    headers,
  };
}

/** A pupil enrolled today in a new family of this test's own (POST students), in Yasmine's class. */
async function enrolNewPupil(
  page: Page,
  scope: Scope,
): Promise<{ studentId: number; familyId: number; name: string }> {
  const query = `branch=${scope.branch}&year=${scope.year}`;
  const model = (await (
    await page.request.get(`/api/students/101?year=${scope.year}`, { headers: scope.headers })
  ).json()) as { enrolment: { levelId: number; classId: number } };
  const id = runId();
  const massar = `K${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const answer = await page.request.post(`/api/students?${query}`, {
    headers: { ...scope.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      firstname_fr: `Nour${id}`,
      lastname_fr: 'Benali',
      firstname_ar: 'نور',
      lastname_ar: 'بنعلي',
      gender: 'F',
      birthDate: '2017-03-02',
      massar,
      levelId: model.enrolment.levelId,
      classId: model.enrolment.classId,
      status: 'active',
      familyId: null,
      newFamily: {
        name: `Benali ${id}`,
        guardian: {
          firstname_fr: 'Karim',
          lastname_fr: 'Benali',
          relation: 'père',
          phone: '+212 661 00 11 22',
          email: '',
        },
      },
      medical: { notes: null, allergies: [], diet: null },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const created = (await answer.json()) as { studentid: number; family: { id: number } };
  return { studentId: created.studentid, familyId: created.family.id, name: `Nour${id}` };
}

for (const lang of LANGS) {
  test(`a pupil enrolled today is offered in "New engagement" and given a fee (${lang})`, async ({
    page,
  }) => {
    const scope = await scopeOf(page);
    const pupil = await enrolNewPupil(page, scope);
    await openAs(page, 'admin', `/studentengagment/family/${pupil.familyId}`, lang);
    await page.getByRole('button', { name: tr(lang, 'finances.engagementForm.open') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'finances.engagementForm.title') });
    const child = form.getByLabel(tr(lang, 'finances.engagementForm.student'));
    await expect(child.locator(`option[value="${pupil.studentId}"]`)).toHaveCount(1);
    await child.selectOption(String(pupil.studentId));
    const fee = form.getByLabel(tr(lang, 'finances.engagementForm.feeType'));
    await expect(fee).toBeEnabled();
    const value = await fee.locator('option:not([value=""]):not([disabled])').first().getAttribute('value');
    await fee.selectOption(value!);
    await form.getByRole('button', { name: tr(lang, 'finances.engagementForm.submit') }).click();
    await expect(form).toHaveCount(0);
    // The family now owes the fee: a payment can be recorded.
    await expect(page.getByRole('button', { name: tr(lang, 'finances.payment.open') })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, `family finance of a new family ${lang}`);
  });

  test(`a payment saved while offline keeps the form and what was typed (${lang})`, async ({
    page,
    context,
  }) => {
    const scope = await scopeOf(page);
    const pupil = await enrolNewPupil(page, scope);
    const settings = (await (
      await page.request.get(`/api/finance/settings?branch=${scope.branch}&year=${scope.year}`, {
        headers: scope.headers,
      })
    ).json()) as { feeTypes: Array<{ id: number; kind: string; levelId: number | null }> };
    // A fee of every level (the new pupil's level is the seed's choice).
    const fee = settings.feeTypes.find((candidate) => candidate.levelId === null)!;
    const engaged = await page.request.post(`/api/engagements?branch=${scope.branch}&year=${scope.year}`, {
      headers: { ...scope.headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { studentId: pupil.studentId, feeTypeId: fee.id },
    });
    expect(engaged.status(), await engaged.text()).toBe(201);

    await openAs(page, 'admin', `/studentengagment/family/${pupil.familyId}`, lang);
    await page.getByRole('button', { name: tr(lang, 'finances.payment.open') }).click();
    const form = page.getByRole('form', { name: tr(lang, 'finances.payment.title') });
    await form.getByRole('textbox', { name: tr(lang, 'finances.payment.amount'), exact: true }).fill('100');
    await form.getByLabel(tr(lang, 'finances.payment.method')).selectOption('cheque');
    await form.getByLabel(tr(lang, 'finances.payment.reference'), { exact: false }).first().fill('CHQ 4242');
    await context.setOffline(true);
    await form.getByRole('button', { name: tr(lang, 'finances.payment.submit') }).click();
    await expect(page.getByText(loose(tr(lang, 'finances.errors.saveFailed'))).first()).toBeVisible();
    // Still the same page and form, with what was typed.
    await expect(form).toBeVisible();
    await expect(
      form.getByRole('textbox', { name: tr(lang, 'finances.payment.amount'), exact: true }),
    ).toHaveValue('100');
    await expect(form.getByLabel(tr(lang, 'finances.payment.method'))).toHaveValue('cheque');
    await expect(
      form.getByLabel(tr(lang, 'finances.payment.reference'), { exact: false }).first(),
    ).toHaveValue('CHQ 4242');
    await expect(page.getByText(loose(tr(lang, 'finances.loadError')))).toHaveCount(0);
    await context.setOffline(false);
  });

  test(`overdue list: the age filter's options are words, not keys, and the first rows come quickly (${lang})`, async ({
    page,
  }, testInfo) => {
    const started = Date.now();
    await openAs(page, 'admin', '/overdueList', lang);
    await expectPageTitle(page, tr(lang, 'routes.overdueList'));
    const results = isPhone(testInfo)
      ? page.getByRole('list', { name: tr(lang, 'routes.overdueList') }).getByRole('listitem')
      : page
          .getByRole('table', { name: tr(lang, 'routes.overdueList') })
          .getByRole('row')
          .nth(1);
    await expect(results.first()).toBeVisible();
    testInfo.annotations.push({ type: 'overdue first row (ms)', description: String(Date.now() - started) });
    const filter = page.getByLabel(tr(lang, 'overdue.columns.bucket'), { exact: true });
    const texts = (await filter.locator('option').allTextContents()).map((text) => text.trim());
    expect(texts).toEqual([
      tr(lang, 'overdue.filters.allBuckets'),
      tr(lang, 'agingBuckets.range', { from: '1', to: '30' }),
      tr(lang, 'agingBuckets.range', { from: '31', to: '60' }),
      tr(lang, 'agingBuckets.from', { from: '61' }),
    ]);
    expect(texts.join(' ')).not.toMatch(/overdue\.|buckets\./);
  });
}
