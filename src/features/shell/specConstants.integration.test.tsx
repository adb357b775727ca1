import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCss, breakpoint, cssRules, styleAt } from '../../../tests/helpers/appCss';
import { stubWidth } from '../../../tests/helpers/media';
import { renderKitPage } from '../../../tests/helpers/renderKit';
import { findUserMenuButton, renderSignedIn } from '../../../tests/helpers/shell';
import { Logo } from './Logo';

/**
 * The spec's sizes, breakpoints and colours, read where the browser would take them: the app's stylesheet as the
 * build compiles it (src/index.css with tailwind.config.ts, tests/helpers/appCss.ts) and the widths at which the
 * code that asks `matchMedia` draws its parts.
 */

afterEach(() => vi.unstubAllGlobals());

// Whole-app renders have 60 s: the first of a file transforms the lazily loaded pages, slow on a busy machine.
describe('Business constants: width breakpoints', () => {
  it('Business constants: width breakpoints sm 640, md 768, lg 1024, xl 1280 in the app’s compiled CSS (tailwind.config.ts screens)', async () => {
    expect({
      sm: await breakpoint('sm'),
      md: await breakpoint('md'),
      lg: await breakpoint('lg'),
      xl: await breakpoint('xl'),
    }).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
  });

  it('Business constants: width breakpoints: the side menu is drawn from xl (1280 px) up, as the CSS’s xl, not at 1279 px', async () => {
    const xl = await breakpoint('xl');
    stubWidth(xl - 1);
    await renderSignedIn('admin', '/dashboard');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  }, 60_000);

  it('Business constants: width breakpoints: at xl (1280 px) the side menu is drawn', async () => {
    stubWidth(await breakpoint('xl'));
    await renderSignedIn('admin', '/dashboard');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  }, 60_000);

  it('Business constants: width breakpoints: the header’s messages icon comes from md (768 px) up, as the CSS’s md', async () => {
    const md = await breakpoint('md');
    stubWidth(md - 1);
    const { unmount } = await renderSignedIn('admin', '/dashboard');
    const header = screen.getByTestId('header');
    expect(within(header).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    unmount();

    stubWidth(md);
    await renderSignedIn('admin', '/dashboard');
    expect(
      await within(screen.getByTestId('header')).findByRole('link', { name: /^Messages/ }),
    ).toBeInTheDocument();
  }, 60_000);
});

describe('Menu behaviour: the logo', () => {
  it('Menu behaviour: the logo: full logo (mark and name) at 1280 px and wider, small logo (the mark alone) below', async () => {
    await renderKitPage(<Logo />);
    const logo = screen.getByRole('link', { name: 'Portail École, aller au tableau de bord' });
    const mark = logo.querySelector('svg');
    const name = within(logo).getByText('Portail École');
    expect(mark).not.toBeNull();
    const markClasses = mark?.getAttribute('class') ?? '';

    for (const width of [390, 768, 1024, 1279]) {
      expect(await styleAt(name.className, 'display', width), `name at ${width}px`).toBe('none');
      expect(await styleAt(markClasses, 'display', width), `mark at ${width}px`).not.toBe('none');
    }
    for (const width of [1280, 1440, 1920]) {
      expect(await styleAt(name.className, 'display', width), `name at ${width}px`).toBe('inline');
      expect(await styleAt(markClasses, 'display', width), `mark at ${width}px`).not.toBe('none');
    }
  });
});

describe('Menu behaviour: the user menu', () => {
  it('Menu behaviour: user menu 180px wide, at every width it is shown at', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    await user.click(await findUserMenuButton('Samira Benali'));
    const menu = screen.getByRole('menu');
    for (const width of [768, 1024, 1280, 1920]) {
      expect(await styleAt(menu.className, 'width', width), `at ${width}px`).toBe('180px');
    }
  }, 60_000);
});

describe('Business constants: theme colours', () => {
  const THEME = ['primary', 'secondary', 'danger', 'warning', 'info', 'success'] as const;

  it('Business constants: theme colours primary, secondary, danger, warning, info, success are colours of the app’s CSS, each its own', async () => {
    const colours: string[] = [];
    for (const name of THEME) {
      for (const shade of [50, 100, 500, 600, 700]) {
        const colour = await styleAt(`bg-${name}-${shade}`, 'background-color', 1280);
        expect(colour, `bg-${name}-${shade}`).toMatch(/^#[0-9a-f]{6}$/);
        if (shade === 500) colours.push(colour ?? '');
      }
    }
    expect(new Set(colours).size).toBe(THEME.length);
  });

  it('Business constants: theme colours: every colour token the app’s stylesheet names is defined (the focus ring is primary)', async () => {
    const css = await appCss([]);
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    // A var() without a fallback whose variable no rule defines makes its whole declaration void.
    const undefinedTokens = [...css.matchAll(/var\((--color-[\w-]+)\)/g)]
      .map((match) => match[1])
      .filter((token) => !defined.has(token));
    expect(undefinedTokens).toEqual([]);
    const focus = cssRules(css).find((rule) => rule.selector === ':focus-visible');
    expect(focus?.declarations.outline).toBe(
      `2px solid ${await styleAt('bg-primary-500', 'background-color', 1280)}`,
    );
  });
});
