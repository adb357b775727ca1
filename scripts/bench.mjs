/* global window, document */
// `npm run bench`: builds the production bundle (no demo code in it: the demo API lives in vite.config.ts only),
// serves it with `vite preview` and the demo API on loopback (in memory, 10,000 students), and reports in one table:
// - the JavaScript and CSS of the first render of `/` (sign-in) and of `/dashboard` after sign-in, and every lazy chunk;
// - Lighthouse 12 (Debian's Chromium) on the sign-in page and on the dashboard, mobile and desktop presets;
// - browser timings through Playwright, median of 5: sign-in submit -> dashboard, menu click -> next page (chunk
//   uncached and cached), typing in the 10,000-student list -> rows updated.
// Figures are also written to bench-results.json (git-ignored). Options (environment):
//   CHROME_PATH      Chromium (default /usr/bin/chromium)      BENCH_PORT  preview port (default 4191)
//   BENCH_RUNS       runs per timing (default 5)               BENCH_SKIP  comma list: lighthouse,timings
//   BENCH_DASHBOARD_SELECTOR  what "the dashboard's first figure" is (default: the h1 "Tableau de bord" and the
//                    page content under #main-content)
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoads, lazyChunks } from './bundle-stats.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4191);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
// The same flags as the browser tests (tests/playwright.config.ts).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each feature's own French texts: src/features/<feature>/locales/fr.json. */
function featureFrenchFiles(dir = 'src/features') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    if (entry.name !== 'locales') return featureFrenchFiles(path);
    return readdirSync(path).includes('fr.json') ? [join(path, 'fr.json')] : [];
  });
}

/** The French texts, merged like the app's bundled locale (src/i18n/locales/fr/*.json and the features' own). */
function frenchText(key) {
  const dir = 'src/i18n/locales/fr';
  const merged = {};
  const merge = (target, source) => {
    for (const [name, value] of Object.entries(source)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) merge((target[name] ??= {}), value);
      else target[name] = value;
    }
  };
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    merge(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  for (const file of featureFrenchFiles()) merge(merged, JSON.parse(readFileSync(file, 'utf8')));
  return key.split('.').reduce((node, part) => node?.[part], merged);
}

// ---------------------------------------------------------------------------------------------------------------
// Build and sizes

function buildBundle() {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '', VITE_LOCALES_URL: '' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Server

async function startServer() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      env: {
        ...process.env,
        DEMO_DATA_FILE: 'memory',
        DEMO_STUDENTS: '10000',
        VITE_API_URL: '',
        VITE_LOCALES_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${ORIGIN}/`);
      if (answer.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error(`vite preview did not answer on ${ORIGIN}`);
}

function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function signInToken() {
  const answer = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', WebClientCall: 'true' },
    body: JSON.stringify(ADMIN),
  });
  if (!answer.ok) throw new Error(`POST /api/login answered ${answer.status}`);
  return (await answer.json()).token;
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  const results = [];
  for (const preset of ['mobile', 'desktop']) {
    for (const target of ['signIn', 'dashboard']) {
      const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      try {
        const signedIn = target === 'dashboard';
        if (signedIn) {
          // The app keeps the session as the `token` key of localStorage (API calls): put it there first, and keep it.
          const token = await signInToken();
          const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          const page = await browser.newPage();
          await page.goto(`${ORIGIN}/unauthorized`);
          await page.evaluate((value) => window.localStorage.setItem('token', value), token);
          await page.close();
          await browser.disconnect();
        }
        const url = signedIn ? `${ORIGIN}/dashboard` : `${ORIGIN}/`;
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: signedIn,
        };
        const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
        const { lhr } = runner;
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        results.push({
          page: signedIn ? '/dashboard (signed in)' : '/ (sign-in)',
          preset,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          finalUrl: lhr.finalDisplayedUrl,
        });
      } finally {
        await chrome.kill();
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// Browser timings (Playwright)

const DASHBOARD_TITLE = frenchText('routes.dashboard');
const DASHBOARD_SELECTOR = process.env.BENCH_DASHBOARD_SELECTOR ?? null;

async function timeSignIn(browser) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await page.getByLabel(frenchText('login.email'), { exact: true }).fill(ADMIN.email);
    await page.getByLabel(frenchText('login.password'), { exact: true }).fill(ADMIN.password);
    await page.evaluate(() => {
      document
        .querySelector('form')
        ?.addEventListener('submit', () => (window.__benchStart = performance.now()), {
          capture: true,
        });
    });
    await page.getByRole('button', { name: frenchText('login.submit'), exact: true }).click();
    const elapsed = await page.waitForFunction(
      // The dashboard's first figure: the h1 and the page content, or BENCH_DASHBOARD_SELECTOR.
      ({ title, selector }) => {
        const visible = (element) => {
          const box = element?.getBoundingClientRect();
          return Boolean(box && box.width > 0 && box.height > 0);
        };
        const shown = selector
          ? visible(document.querySelector(selector))
          : visible([...document.querySelectorAll('h1')].find((h1) => h1.textContent?.trim() === title)) &&
            visible(document.querySelector('#main-content > *'));
        return shown && window.__benchStart !== undefined ? performance.now() - window.__benchStart : false;
      },
      { title: DASHBOARD_TITLE, selector: DASHBOARD_SELECTOR },
      { polling: 'raf', timeout: 30_000 },
    );
    times.push(await elapsed.jsonValue());
    await context.close();
  }
  return times;
}

/** A signed-in page: the token stored before the app starts, as after a sign-in. */
async function signedInPage(browser, token, path) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', value);
  }, token);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`);
  return { context, page };
}

/** Clicks `link` and returns the time until the h1 `title` is shown, measured in the page. */
async function clickUntilHeading(page, link, title) {
  await page.evaluate(() => {
    window.__benchStart = undefined;
    document.addEventListener('click', () => (window.__benchStart = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await link.click();
  const elapsed = await page.waitForFunction(
    (text) => {
      const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.includes(text));
      if (!heading || window.__benchStart === undefined) return false;
      const box = heading.getBoundingClientRect();
      return box.height > 0 ? performance.now() - window.__benchStart : false;
    },
    title,
    { polling: 'raf', timeout: 30_000 },
  );
  return elapsed.jsonValue();
}

async function timeMenuClicks(browser, token) {
  const uncached = [];
  const cached = [];
  const studentsTitle = frenchText('routes.fullstudents');
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await signedInPage(browser, token, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await page.getByRole('heading', { level: 1, name: DASHBOARD_TITLE }).waitFor();
    const group = sidebar.getByRole('button', { name: frenchText('menu.students'), exact: true });
    // The open group follows the current path (Menu behaviour): open it before each click.
    const openGroup = async () => {
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    };
    const students = sidebar.getByRole('link', { name: frenchText('menu.fullstudents'), exact: true });
    const dashboard = sidebar.getByRole('link', { name: frenchText('menu.dashboard'), exact: true });
    // First visit: the page's chunk is not in the browser yet.
    await openGroup();
    uncached.push(await clickUntilHeading(page, students, studentsTitle));
    await page.getByRole('row').nth(1).waitFor();
    await dashboard.click();
    await page.getByRole('heading', { level: 1, name: DASHBOARD_TITLE }).waitFor();
    // Second visit: the chunk is loaded (its data may be cached by RTK Query too).
    await openGroup();
    cached.push(await clickUntilHeading(page, students, studentsTitle));
    await context.close();
  }
  return { uncached, cached };
}

async function timeListFilter(browser, token) {
  const times = [];
  const search = frenchText('students.search');
  const terms = ['idrissi', 'benali', 'alaoui', 'amrani', 'tazi', 'bennani', 'chraibi'];
  const { context, page } = await signedInPage(browser, token, '/fullstudents');
  const box = page.getByRole('searchbox', { name: search });
  await box.waitFor();
  await page.getByRole('row').nth(1).waitFor();
  for (let run = 0; run < RUNS; run += 1) {
    await box.fill('');
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.get('q'));
    await page.waitForTimeout(400);
    const before = await page.evaluate(() => document.querySelector('#page-title + p')?.textContent ?? '');
    await page.evaluate(() => {
      window.__benchStart = undefined;
      document.addEventListener('keydown', () => (window.__benchStart = performance.now()), {
        capture: true,
      });
    });
    const term = terms[run % terms.length];
    await box.pressSequentially(term);
    // The list answers after the debounce with new rows and a new count beside the title.
    const elapsed = await page.waitForFunction(
      (previous) => {
        const count = document.querySelector('#page-title + p')?.textContent ?? '';
        return count && count !== previous && window.__benchStart !== undefined
          ? performance.now() - window.__benchStart
          : false;
      },
      before,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push(await elapsed.jsonValue());
  }
  await context.close();
  return times;
}

async function runTimings() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const token = await signInToken();
    const signIn = await timeSignIn(browser);
    const menu = await timeMenuClicks(browser, token);
    const filter = await timeListFilter(browser, token);
    return {
      signInToDashboard: { runs: signIn, median: median(signIn) },
      menuClickUncached: { runs: menu.uncached, median: median(menu.uncached) },
      menuClickCached: { runs: menu.cached, median: median(menu.cached) },
      filter10000: { runs: filter, median: median(filter) },
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

buildBundle();
const loads = firstLoads();
const chunks = lazyChunks();
let lighthouseResults = null;
let timings = null;
const server = await startServer();
try {
  if (!SKIP.has('lighthouse')) lighthouseResults = await runLighthouse();
  if (!SKIP.has('timings')) timings = await runTimings();
} finally {
  stopServer(server);
}

const rows = [
  ['What', 'Figure'],
  ['First load of / (sign-in): JS gzip / raw', `${kb(loads.signIn.js.gzip)} / ${kb(loads.signIn.js.raw)}`],
  ['First load of / (sign-in): CSS gzip / raw', `${kb(loads.signIn.css.gzip)} / ${kb(loads.signIn.css.raw)}`],
  [
    'First load of /dashboard after sign-in: JS gzip / raw',
    `${kb(loads.dashboard.js.gzip)} / ${kb(loads.dashboard.js.raw)}`,
  ],
  [
    'First load of /dashboard after sign-in: CSS gzip / raw',
    `${kb(loads.dashboard.css.gzip)} / ${kb(loads.dashboard.css.raw)}`,
  ],
  ...chunks.map((chunk) => [
    `Lazy ${chunk.kind} chunk ${chunk.key}: gzip / raw`,
    `${kb(chunk.gzip)} / ${kb(chunk.raw)}`,
  ]),
  ...(lighthouseResults ?? []).map((result) => [
    `Lighthouse ${result.preset} ${result.page}: score, LCP, TBT, CLS`,
    `${result.score}, ${ms(result.lcp)}, ${ms(result.tbt)}, ${result.cls?.toFixed(3) ?? 'n/a'}`,
  ]),
  ...(timings
    ? [
        [`Sign-in submit -> dashboard shown (median of ${RUNS})`, ms(timings.signInToDashboard.median)],
        [`Menu click -> next page, chunk uncached (median of ${RUNS})`, ms(timings.menuClickUncached.median)],
        [`Menu click -> next page, chunk cached (median of ${RUNS})`, ms(timings.menuClickCached.median)],
        [
          `Typing in the 10,000-student list -> rows updated (median of ${RUNS})`,
          ms(timings.filter10000.median),
        ],
      ]
    : []),
];
console.log(`\n| ${rows[0][0]} | ${rows[0][1]} |\n|---|---|`);
for (const [name, figure] of rows.slice(1)) console.log(`| ${name} | ${figure} |`);

writeFileSync(
  'bench-results.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      firstLoads: loads,
      lazyChunks: chunks,
      lighthouse: lighthouseResults,
      timings,
    },
    null,
    2,
  ),
);
console.log('\nWritten to bench-results.json');
