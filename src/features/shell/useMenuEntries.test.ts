import { describe, expect, it } from 'vitest';
import { MENU, ROUTES } from '../../modules';
import { MENU_ADDITIONS } from './useMenuEntries';

/**
 * The spec's demo template menu (Menu behaviour: "analytics dashboards, calendar, kanban, authentication variants,
 * components, forms, charts, map ... exists but appears unused"), by the names such a template gives its pages.
 */
const TEMPLATE_PAGE =
  /^(analytics|ecommerce|calend[ae]r|kanban|(login|register|reg|forgot-password|lock-screen)\d*|components?|forms?|charts?|apex-?charts?|maps?)$/i;

describe('demo template menu (docs/spec-departures.md)', () => {
  it('Demo template menu: the portal has none: every menu entry is a page of the portal, and no route nor entry is a template page', () => {
    const entries = [...MENU, ...MENU_ADDITIONS];
    const links = entries.flatMap((entry) => [
      ...(entry.link ? [entry.link] : []),
      ...(entry.child ?? []).map((child) => child.childlink),
    ]);
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(links.filter((link) => !paths.has(link))).toEqual([]);
    expect([...paths].filter((path) => TEMPLATE_PAGE.test(path.split('/')[0] ?? ''))).toEqual([]);
    const titles = entries.flatMap((entry) => [
      entry.title,
      ...(entry.child ?? []).map((child) => child.childtitle),
    ]);
    expect(titles.filter((title) => TEMPLATE_PAGE.test(title.replace(/^menu\./, '')))).toEqual([]);
  });
});
