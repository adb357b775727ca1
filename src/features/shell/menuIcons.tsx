import {
  Bus,
  CalendarDays,
  CalendarRange,
  Car,
  Carrot,
  ClipboardCheck,
  FileQuestion,
  GraduationCap,
  House,
  IdCard,
  Inbox,
  ListChecks,
  Newspaper,
  NotebookPen,
  ScrollText,
  PackageSearch,
  Presentation,
  Receipt,
  Route,
  School,
  Search,
  Settings,
  ShoppingCart,
  Soup,
  UserCheck,
  UserPlus,
  UserX,
  Users,
  UsersRound,
  UtensilsCrossed,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '../../modules';
import { ICON_VARIANT_CLASS, iconVariants } from './menuState';

/** Bundled SVG icons of the registry's icon names. */
export const MENU_ICONS: Record<MenuIcon, LucideIcon> = {
  home: House,
  wallet: Wallet,
  graduation: GraduationCap,
  users: UsersRound,
  newspaper: Newspaper,
  utensils: UtensilsCrossed,
  bus: Bus,
  inbox: Inbox,
  search: Search,
  settings: Settings,
};

/**
 * Each child entry's own icon (Entities "Menu item": a child carries its icon in four variants), by its link.
 * Bundled SVG (lucide), never fetched from a CDN; `menuIcons.test.ts` checks every child of the registry has one.
 */
export const CHILD_ICONS: Record<string, LucideIcon> = {
  'gestion-pedarogique': School,
  'teachers-profiles': Presentation,
  attendance: UserCheck,
  'attendance/absences': UserX,
  timetable: CalendarRange,
  homework: NotebookPen,
  'report-cards': ScrollText,
  preregistrations: UserPlus,
  fullstudents: Users,
  achats: ShoppingCart,
  ingredients: Carrot,
  meals: Soup,
  programs: CalendarDays,
  'demandes-cantine': ClipboardCheck,
  expenses: Receipt,
  cars: Car,
  drivers: IdCard,
  lignes: Route,
  'lost-items': PackageSearch,
  'lost-item-requests': FileQuestion,
  // A child only where the educational group holds it (useMenuEntries `GROUP_FALLBACKS`).
  diagevaluation: ListChecks,
};

/**
 * A child entry's icon in the variant of the theme and state (menuState `iconVariants`): black on a light menu,
 * white on a dark menu or on the active entry; on hover (the link is the `group`) the blue variant on a light menu,
 * the violet one on a dark menu. Each variant is its own rendered icon (`data-variant`), shown or hidden by hover.
 */
export function ChildIcon({ link, dark, active }: { link: string; dark: boolean; active: boolean }) {
  const Icon = CHILD_ICONS[link];
  if (!Icon) return null;
  const { base, hover } = iconVariants(dark, active);
  const variant = (name: typeof base, display = '') => (
    <Icon
      aria-hidden="true"
      size={16}
      data-icon={link}
      data-variant={name}
      className={`shrink-0 ${display} ${ICON_VARIANT_CLASS[name].base}`}
    />
  );
  if (base === hover) return variant(base);
  return (
    <>
      {variant(base, 'group-hover:hidden')}
      {variant(hover, 'hidden group-hover:block')}
    </>
  );
}
