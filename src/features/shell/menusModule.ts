import { deferredModule } from '../../lib/deferredModule';

/**
 * The menus' code, every entry's icon among it (features/shell/menus.ts): loaded where a menu is drawn, that is the
 * sidebar or the horizontal menu from xl up, and the phone's off-canvas menu once its toggle is touched. A phone's
 * first screen does without it (docs/architecture.md "Decisions taken so far").
 */
export const menusModule = deferredModule(() => import('./menus'));

/** Starts loading the menus' code (the toggle of the phone's menu, pressed or focused); a failure is tried again later. */
export function preloadMenus(): void {
  void menusModule.preload().catch(() => undefined);
}
