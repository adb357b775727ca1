import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, setLanguage, tr } from './support';

// The suite's accessibility check (support.ts) runs axe in the page itself: it must still see every fault, in the
// page and in a frame of the same origin. Run once: the check does not depend on the viewport.
test('the axe check itself reports what it must: a nameless button and grey text on grey, also inside a same-origin frame', async ({
  page,
}) => {
  await setLanguage(page, 'fr');
  await page.goto('/');
  await expect(page.getByRole('button', { name: tr('fr', 'login.submit'), exact: true })).toBeVisible();
  await page.evaluate(() => {
    const button = document.createElement('button');
    document.body.append(button);
    const faint = document.createElement('p');
    faint.textContent = 'Texte presque invisible';
    faint.style.cssText = 'color:#bbb;background:#ccc';
    document.body.append(faint);
    const frame = document.createElement('iframe');
    frame.title = 'Cadre';
    frame.srcdoc = '<html lang="fr"><body><input type="text"></body></html>';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Cadre"]').locator('input')).toBeAttached();
  const failure = await expectNoSeriousA11yViolations(page, 'a page with known faults').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('color-contrast');
  // The frame's unlabelled field, named by its frame then its selector.
  expect(failure).toMatch(/\] label: [^\n]*\n\s+iframe\S* input/);
});
