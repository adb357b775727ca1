import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  openAs,
  ADMIN_MENU,
  ADMIN_MENU_ADDITIONS,
  backgroundLuminance,
  childPageTitleKey,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openCustomizer,
  settled,
  stored,
  tr,
} from './support';

/**
 * Desktop only (the phone project ignores *.desktop.spec.ts): the fixed sidebar and the horizontal menu exist
 * from the xl breakpoint (1280 px) up, Menu behaviour and Business constants.
 */

const m = (key: string) => tr('fr', `menu.${key}`);

async function widthOf(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('element not rendered');
  return Math.round(box.width);
}

/** The content wrapper's offset from the sidebar, as its computed padding-inline-start in px. */
async function contentOffset(page: Page): Promise<number> {
  return page
    .getByTestId('content-wrapper')
    .evaluate((element) => parseFloat(getComputedStyle(element).paddingInlineStart));
}

/** Waits for the sidebar width and the content offset to settle on the expected values (200 ms transitions). */
async function expectGeometry(page: Page, sidebar: Locator, width: number, offset: number): Promise<void> {
  await expect.poll(() => widthOf(sidebar), { message: 'sidebar width' }).toBe(width);
  await expect.poll(() => contentOffset(page), { message: 'content offset' }).toBe(offset);
}

for (const lang of LANGS) {
  test(`Menu behaviour, Business constants (${lang}): sidebar 248 px with content offset 248; pin toggle collapses it to 72 px and the offset to 72; hover expands it to 248 without moving the content; collapsed survives a reload`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    const sidebar = page.getByTestId('sidebar');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await expectGeometry(page, sidebar, 248, 248);

    // The sidebar sits on the inline-start side: left in French, right in Arabic.
    const edges = async () => {
      const box = await sidebar.boundingBox();
      if (!box) throw new Error('sidebar not rendered');
      return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
    };
    const expectSide = async () => {
      if (lang === 'ar') await expect.poll(async () => (await edges()).right).toBe(viewport.width);
      else await expect.poll(async () => (await edges()).left).toBe(0);
    };
    await expectSide();
    const main = page.locator('#main-content');
    const mainBox = async () => {
      const box = await main.boundingBox();
      if (!box) throw new Error('main not rendered');
      return { x: Math.round(box.x), width: Math.round(box.width) };
    };
    // The content starts where the sidebar ends.
    expect((await mainBox()).width).toBe(viewport.width - 248);

    await sidebar.getByRole('button', { name: tr(lang, 'menu.unpin'), exact: true }).click();
    // The pointer is still over the sidebar (hover keeps it wide): move it into the content.
    await page.mouse.move(viewport.width / 2, viewport.height - 50);
    await expectGeometry(page, sidebar, 72, 72);
    await expectSide();
    expect(await stored(page, 'sidebarCollapsed')).toBe('true');
    const collapsedMain = await mainBox();
    expect(collapsedMain.width).toBe(viewport.width - 72);
    // Collapsed, the entries keep their names (as tooltips) but hide their labels.
    await expect(
      sidebar.getByRole('link', { name: tr(lang, 'menu.dashboard'), exact: true }),
    ).toHaveAttribute('title', tr(lang, 'menu.dashboard'));

    await sidebar.hover({ position: { x: 36, y: 300 } });
    await expectGeometry(page, sidebar, 248, 72);
    await expectSide();
    expect(await mainBox(), 'the content does not move while the sidebar expands on hover').toEqual(
      collapsedMain,
    );
    await expect(sidebar.getByRole('button', { name: tr(lang, 'menu.pin'), exact: true })).toBeVisible();

    await page.mouse.move(viewport.width / 2, viewport.height - 50);
    await expectGeometry(page, sidebar, 72, 72);

    await page.reload();
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await page.mouse.move(viewport.width / 2, viewport.height - 50);
    await expectGeometry(page, sidebar, 72, 72);
    await expectSide();

    // Pin it open again from the hover-expanded sidebar.
    await sidebar.hover({ position: { x: 36, y: 300 } });
    await sidebar.getByRole('button', { name: tr(lang, 'menu.pin'), exact: true }).click();
    await page.mouse.move(viewport.width / 2, viewport.height - 50);
    await expectGeometry(page, sidebar, 248, 248);
    expect(await stored(page, 'sidebarCollapsed')).toBe('false');
  });
}

test('Menu behaviour: a shadow appears under the sidebar header once the menu is scrolled down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const sidebar = page.getByTestId('sidebar');
  const shadow = sidebar.getByTestId('sidebar-header-shadow');
  const boxShadow = () => shadow.evaluate((element) => getComputedStyle(element).boxShadow);
  await sidebar.getByRole('button', { name: m('canteen'), exact: true }).click();
  await expect(sidebar.getByRole('link', { name: m('demandesCantine'), exact: true })).toBeAttached();

  const scroller = sidebar.locator('.simplebar-content-wrapper');
  const overflow = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow, 'the menu overflows its scroll area').toBeGreaterThan(100);
  expect(await boxShadow()).toBe('none');

  await sidebar.hover({ position: { x: 120, y: 300 } });
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect.poll(boxShadow).not.toBe('none');

  // Back at the top, the shadow goes.
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect.poll(boxShadow).toBe('none');
});

test('Appearance: the customizer switches semi-dark (dark sidebar, light page), monochrome (grayscale), skin bordered, and the horizontal menu (same entries, dropdown children); all survive a reload', async ({
  page,
}) => {
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const sidebar = page.getByTestId('sidebar');
  const body = page.locator('body');
  const header = page.getByRole('banner');
  const shell = page.getByTestId('content-wrapper').locator('xpath=..');
  const filter = () => shell.evaluate((element) => getComputedStyle(element).filter);
  const sidebarStyle = () =>
    sidebar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderInlineEndWidth, shadow: style.boxShadow };
    });
  expect(await backgroundLuminance(sidebar)).toBeGreaterThan(0.5);
  expect(await filter()).toBe('none');
  // Skin "default": the sidebar is shadowed, not bordered.
  expect((await sidebarStyle()).shadow).not.toBe('none');

  let drawer = await openCustomizer(page, 'fr');
  const toggle = (key: string) => drawer.getByRole('switch', { name: tr('fr', key), exact: true });

  await toggle('customizer.semiDarkMode').check();
  await expect.poll(() => backgroundLuminance(sidebar), { message: 'sidebar is dark' }).toBeLessThan(0.1);
  await expect(body).toHaveClass(/\blight\b/);
  await expect(body).not.toHaveClass(/\bdark\b/);
  expect(await backgroundLuminance(body), 'the page stays light').toBeGreaterThan(0.5);
  expect(await backgroundLuminance(header), 'the header stays light').toBeGreaterThan(0.5);

  await toggle('customizer.monochrome').check();
  await expect.poll(filter).toBe('grayscale(1)');

  await drawer.getByRole('radio', { name: tr('fr', 'customizer.skin.bordered'), exact: true }).check();
  await expect.poll(sidebarStyle).toEqual({ border: '1px', shadow: 'none' });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  drawer = await openCustomizer(page, 'fr');
  await drawer.getByRole('radio', { name: tr('fr', 'customizer.type.horizontal'), exact: true }).check();
  const horizontal = page.getByTestId('horizontal-menu');
  await expect(horizontal).toBeVisible();
  await expect(sidebar).toHaveCount(0);
  await expect.poll(() => contentOffset(page), { message: 'no sidebar, no offset' }).toBe(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  expect(await stored(page, 'type')).toBe('"horizontal"');
  expect(await stored(page, 'semiDarkMode')).toBe('true');
  expect(await stored(page, 'monochrome')).toBe('true');
  expect(await stored(page, 'skin')).toBe('"bordered"');

  await page.reload();
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  await expect(horizontal).toBeVisible();
  await expect(sidebar).toHaveCount(0);
  await expect.poll(filter).toBe('grayscale(1)');
  await expect.poll(() => contentOffset(page)).toBe(0);

  // The same entries as the side menu, on one row; those that do not fit are under "Plus" (in order): the spec's
  // entries exactly, then the pages it does not list (docs/spec-departures.md, "Menu").
  const allEntries = [...ADMIN_MENU, ...ADMIN_MENU_ADDITIONS];
  const rowItems = horizontal.locator(
    ':scope > ul > li:not([data-testid="horizontal-menu-more"]) > :is(a, button)',
  );
  const inRow = await rowItems.count();
  expect(inRow).toBeGreaterThan(2);
  await expect(rowItems).toHaveText(allEntries.slice(0, inRow).map((entry) => m(entry.title)));
  if (inRow < allEntries.length) {
    const more = horizontal.getByRole('button', { name: m('more'), exact: true });
    await more.click();
    await expect(horizontal.locator('[data-testid="horizontal-menu-more"] > ul > li > :is(a, p)')).toHaveText(
      allEntries.slice(inRow).map((entry) => m(entry.title)),
    );
    await more.click();
  }
  await expect(horizontal.getByRole('link', { name: m('dashboard'), exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Groups on the row open as dropdowns with the same children.
  const rowGroups = allEntries.slice(0, inRow).filter((entry) => entry.children);
  for (const entry of rowGroups) {
    const group = horizontal.getByRole('button', { name: m(entry.title), exact: true });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(group.locator('xpath=..').locator('ul > li > a')).toHaveText(
      (entry.children ?? []).map((item) => m(item.title)),
    );
  }
  // Escape closes the open dropdown; then the last group of the row leads to its last child.
  await page.keyboard.press('Escape');
  await expect(horizontal.locator('[aria-expanded="true"]')).toHaveCount(0);
  const lastGroup = rowGroups.at(-1);
  const target = lastGroup?.children?.at(-1);
  if (!lastGroup || !target) throw new Error('no group on the row');
  const opener = horizontal.getByRole('button', { name: m(lastGroup.title), exact: true });
  await opener.click();
  const child = opener.locator('xpath=..').getByRole('link', { name: m(target.title), exact: true });
  await child.click();
  await expect(page).toHaveURL(new RegExp(`/${target.link}$`));
  await expectPageTitle(page, tr('fr', childPageTitleKey(target)));
  await expect(child).toBeHidden();
  await opener.click();
  await expect(child).toHaveAttribute('aria-current', 'page');
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'the horizontal menu with a dropdown open');
});

test('Business constants, Menu behaviour: the header and the sidebar logo row are one height (80 px); at 1440 the horizontal menu keeps one row and the logo, the rest under a keyboard-reachable "Plus"', async ({
  page,
}) => {
  await openAs(page, 'admin', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const header = page.getByTestId('header');
  const height = async (target: Locator) => Math.round((await target.boundingBox())?.height ?? 0);
  expect(await height(header)).toBe(80);
  expect(await height(page.getByTestId('sidebar-logo-row'))).toBe(80);

  await page.evaluate(() => window.localStorage.setItem('type', JSON.stringify('horizontal')));
  await page.reload();
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const menu = page.getByTestId('horizontal-menu');
  await expect(menu).toBeVisible();
  const tops = await menu
    .locator(':scope > ul > li')
    .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))]);
  expect(tops, 'the horizontal menu is one row').toHaveLength(1);
  expect(await height(menu.locator(':scope > ul'))).toBeLessThanOrEqual(44);
  const logo = header.getByRole('link', { name: tr('fr', 'app.home'), exact: true });
  await expect(logo).toBeVisible();
  await expect(logo).toContainText(tr('fr', 'app.name'));
  expect(await height(header)).toBe(80);

  // "Plus" by keyboard: Enter opens it, Tab reaches its first link, Escape closes it and gives the focus back.
  const more = menu.getByRole('button', { name: m('more'), exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', /^\//);
  await expect(menu.getByTestId('horizontal-menu-more').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
});
