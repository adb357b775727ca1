import { describe, expect, it } from 'vitest';
import { createStore } from '../store/store';
import { readStoredLayout } from './layout.persistence';
import {
  defaultLayout,
  handleContentWidth,
  handleCustomizer,
  handleDarkMode,
  handleFooterType,
  handleMenuHidden,
  handleMobileMenu,
  handleMonoChrome,
  handleNavBarType,
  handleRtl,
  handleSemiDarkMode,
  handleSidebarCollapsed,
  handleSkin,
  handleType,
  layoutReducer,
} from './layout.slice';

/** Spec Appearance defaults, copied from the spec text. */
const SPEC_DEFAULTS = {
  isRTL: false, // LTR
  darkMode: false, // light mode
  semiDarkMode: false,
  skin: 'default',
  contentWidth: 'full',
  type: 'vertical',
  navBarType: 'sticky',
  footerType: 'static',
  isCollapsed: false, // menu not collapsed
  menuHidden: false, // and not hidden
  mobileMenu: false, // mobile menu closed
  customizer: false, // customizer closed
  isMonochrome: false,
};

describe('layout slice (Appearance)', () => {
  it('Appearance: defaults are exactly the spec ones', () => {
    expect(defaultLayout).toEqual(SPEC_DEFAULTS);
    expect(layoutReducer(undefined, { type: '@@init' })).toEqual(SPEC_DEFAULTS);
  });

  it('Appearance: a fresh store with nothing stored starts from the defaults', () => {
    expect(createStore().getState().layout).toEqual(SPEC_DEFAULTS);
  });

  it('Appearance: one action per setting, each changing only its own setting', () => {
    const cases = [
      [handleRtl(true), { isRTL: true }],
      [handleDarkMode(true), { darkMode: true }],
      [handleSemiDarkMode(true), { semiDarkMode: true }],
      [handleSkin('bordered'), { skin: 'bordered' }],
      [handleContentWidth('boxed'), { contentWidth: 'boxed' }],
      [handleType('horizontal'), { type: 'horizontal' }],
      [handleNavBarType('floating'), { navBarType: 'floating' }],
      [handleFooterType('hidden'), { footerType: 'hidden' }],
      [handleSidebarCollapsed(true), { isCollapsed: true }],
      [handleMenuHidden(true), { menuHidden: true }],
      [handleMobileMenu(true), { mobileMenu: true }],
      [handleCustomizer(true), { customizer: true }],
      [handleMonoChrome(true), { isMonochrome: true }],
    ] as const;
    for (const [action, change] of cases) {
      expect(layoutReducer(defaultLayout, action), action.type).toEqual({ ...SPEC_DEFAULTS, ...change });
    }
  });
});

describe('layout persistence (Storage: appearance keys written as JSON)', () => {
  it('Storage: darkMode, sidebarCollapsed, semiDarkMode, direction, skin, type, monochrome are saved as JSON on each action', () => {
    const store = createStore();
    store.dispatch(handleDarkMode(true));
    store.dispatch(handleSidebarCollapsed(true));
    store.dispatch(handleSemiDarkMode(true));
    store.dispatch(handleRtl(true));
    store.dispatch(handleSkin('shadow'));
    store.dispatch(handleType('horizontal'));
    store.dispatch(handleMonoChrome(true));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(window.localStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(window.localStorage.getItem('semiDarkMode')).toBe('true');
    expect(window.localStorage.getItem('direction')).toBe('true');
    expect(window.localStorage.getItem('skin')).toBe('"shadow"');
    expect(window.localStorage.getItem('type')).toBe('"horizontal"');
    expect(window.localStorage.getItem('monochrome')).toBe('true');

    store.dispatch(handleDarkMode(false));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('Storage: settings outside the persisted list are not written', () => {
    const store = createStore();
    store.dispatch(handleMobileMenu(true));
    store.dispatch(handleCustomizer(true));
    store.dispatch(handleNavBarType('hidden'));
    store.dispatch(handleFooterType('sticky'));
    store.dispatch(handleContentWidth('boxed'));
    store.dispatch(handleMenuHidden(true));
    expect(window.localStorage.length).toBe(0);
  });

  it('Storage: a new store reads the saved settings back', () => {
    const first = createStore();
    first.dispatch(handleDarkMode(true));
    first.dispatch(handleRtl(true));
    first.dispatch(handleSkin('bordered'));
    first.dispatch(handleType('horizontal'));
    first.dispatch(handleSidebarCollapsed(true));
    first.dispatch(handleSemiDarkMode(true));
    first.dispatch(handleMonoChrome(true));
    expect(createStore().getState().layout).toEqual({
      ...SPEC_DEFAULTS,
      darkMode: true,
      isRTL: true,
      skin: 'bordered',
      type: 'horizontal',
      isCollapsed: true,
      semiDarkMode: true,
      isMonochrome: true,
    });
  });

  it('Storage: absent values read as the defaults', () => {
    expect(readStoredLayout()).toEqual(SPEC_DEFAULTS);
  });

  it('Storage: unreadable values (invalid JSON) fall back to the defaults', () => {
    for (const key of [
      'darkMode',
      'sidebarCollapsed',
      'semiDarkMode',
      'direction',
      'skin',
      'type',
      'monochrome',
    ]) {
      window.localStorage.setItem(key, '{oops');
    }
    expect(readStoredLayout()).toEqual(SPEC_DEFAULTS);
  });

  it('Storage: values of the wrong type fall back to the defaults', () => {
    window.localStorage.setItem('darkMode', '"yes"');
    window.localStorage.setItem('sidebarCollapsed', '1');
    window.localStorage.setItem('semiDarkMode', 'null');
    window.localStorage.setItem('direction', '"rtl"');
    window.localStorage.setItem('skin', '"purple"');
    window.localStorage.setItem('type', 'true');
    window.localStorage.setItem('monochrome', '[]');
    expect(readStoredLayout()).toEqual(SPEC_DEFAULTS);
  });

  it('Storage: one bad value does not spoil the others', () => {
    window.localStorage.setItem('darkMode', 'true');
    window.localStorage.setItem('skin', 'shadow'); // not JSON: the raw word without quotes
    expect(readStoredLayout()).toEqual({ ...SPEC_DEFAULTS, darkMode: true });
  });
});
