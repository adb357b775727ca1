/** The menus' code, loaded where a menu is drawn (menusModule.ts). */
export { MobileSidebar, Sidebar } from './Sidebar';
export { HorizontalMenu } from './HorizontalMenu';
