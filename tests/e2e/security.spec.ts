import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'demo1234';

/** Every CSP violation the page reports from now on (console messages and `securitypolicyviolation` events). */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|apply|execute)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('security headers: the served app sends a CSP without inline scripts, nosniff and a referrer policy', async ({
  request,
}) => {
  const answer = await request.get('/');
  const csp = answer.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // Workers: files of the app, or in memory (the Intl data reader, lib/intlData.ts); never from elsewhere.
  expect(csp).toContain("worker-src 'self' blob:;");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data:");
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['referrer-policy']).toBeTruthy();
  expect(answer.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
});

test('uploads: the API refuses a request body over its limit (413 FILE_TOO_LARGE) and keeps serving', async ({
  request,
}) => {
  const tooLarge = await request.post('/api/chat/conversations/1/messages', {
    headers: { 'Content-Type': 'application/octet-stream' },
    data: Buffer.alloc(27 * 1024 * 1024),
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
  expect((await request.get('/api/traduction/fr.json')).status()).toBe(200);
});

test('security headers: the API’s answers, refusals included, are never stored by a cache nor sniffed', async ({
  request,
}) => {
  for (const answer of [await request.get('/api/user'), await request.get('/api/traduction/fr.json')]) {
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('security: signing in, the dashboard, the profile and the messaging page raise no CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await page.locator('#login-email').fill('parent@demo.test');
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/profile');
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/messagerie');
  await page
    .getByRole('button', { name: /Samira Benali/ })
    .first()
    .click();
  await expect(page.getByText('certificat-scolarite.pdf')).toBeVisible();
  expect(violations).toEqual([]);
});

test('security: student photos (the list, an upload) show as data: images without any CSP violation', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await page.locator('#login-email').fill('admin@demo.test');
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/fullstudents');
  const photo = page.locator('img[src^="data:image/png"]').filter({ visible: true }).first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A student without a photo gets one: a 1x1 PNG, shown from a data: URL once saved.
  await page.goto('/fullstudents?q=el%20idrissi%20yasmine');
  await page
    .getByRole('link', { name: /El Idrissi Yasmine/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.locator('h1')).toContainText('El Idrissi Yasmine');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo enregistrée.')).toBeVisible();
  const saved = page.getByRole('img', { name: 'Photo de Yasmine El Idrissi' });
  await expect(saved).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await saved.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  expect(violations).toEqual([]);
});

test('storage: after sign-in localStorage holds only the spec’s keys and the token never appears in a URL', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/');
  await page.locator('#login-email').fill('admin@demo.test');
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL('**/dashboard');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const allowed = [
    'token',
    'SELECTED_YEAR',
    'SELECTED_BRANCH',
    'SELECTED_STUDENT',
    'defaultLanguage',
    'darkMode',
    'sidebarCollapsed',
    'semiDarkMode',
    'direction',
    'skin',
    'type',
    'monochrome',
  ];
  expect(keys.filter((key) => !allowed.includes(key))).toEqual([]);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // Through the lists, the messaging page and a search, the token stays in headers only; no other key appears.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  for (const path of ['/fullstudents?q=idrissi', '/notifications', '/messagerie', '/profile']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeAttached();
  }
  expect(urls.filter((url) => url.includes(token ?? '???'))).toEqual([]);
  expect(visited.filter((url) => url.includes(token ?? '???'))).toEqual([]);
  const keysAfter = await page.evaluate(() => Object.keys(localStorage));
  expect(keysAfter.filter((key) => !allowed.includes(key))).toEqual([]);
});
