import { createListenerMiddleware } from '@reduxjs/toolkit';
import { readJson, STORAGE_KEYS, writeJson, type StorageKey } from '../lib/storage';
import {
  defaultLayout,
  handleDarkMode,
  handleMonoChrome,
  handleRtl,
  handleSemiDarkMode,
  handleSidebarCollapsed,
  handleSkin,
  handleType,
  type LayoutState,
  type MenuType,
  type Skin,
} from './layout.slice';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isSkin = (value: unknown): value is Skin =>
  value === 'default' || value === 'bordered' || value === 'shadow';
const isMenuType = (value: unknown): value is MenuType => value === 'vertical' || value === 'horizontal';

/** Persisted settings (Storage), read as JSON, defaults when absent or unreadable. */
export function readStoredLayout(): LayoutState {
  return {
    ...defaultLayout,
    darkMode: readJson(STORAGE_KEYS.darkMode, defaultLayout.darkMode, isBoolean),
    isCollapsed: readJson(STORAGE_KEYS.sidebarCollapsed, defaultLayout.isCollapsed, isBoolean),
    semiDarkMode: readJson(STORAGE_KEYS.semiDarkMode, defaultLayout.semiDarkMode, isBoolean),
    isRTL: readJson(STORAGE_KEYS.direction, defaultLayout.isRTL, isBoolean),
    skin: readJson(STORAGE_KEYS.skin, defaultLayout.skin, isSkin),
    type: readJson(STORAGE_KEYS.type, defaultLayout.type, isMenuType),
    isMonochrome: readJson(STORAGE_KEYS.monochrome, defaultLayout.isMonochrome, isBoolean),
  };
}

export const layoutPersistence = createListenerMiddleware();

const persisted: Array<[{ match: (a: unknown) => a is { payload: unknown } }, StorageKey]> = [
  [handleDarkMode, STORAGE_KEYS.darkMode],
  [handleSidebarCollapsed, STORAGE_KEYS.sidebarCollapsed],
  [handleSemiDarkMode, STORAGE_KEYS.semiDarkMode],
  [handleRtl, STORAGE_KEYS.direction],
  [handleSkin, STORAGE_KEYS.skin],
  [handleType, STORAGE_KEYS.type],
  [handleMonoChrome, STORAGE_KEYS.monochrome],
];

for (const [actionCreator, key] of persisted) {
  layoutPersistence.startListening({
    predicate: (action) => actionCreator.match(action),
    effect: (action) => writeJson(key, (action as { payload: unknown }).payload),
  });
}
