import {
  Bus,
  GraduationCap,
  House,
  Inbox,
  Newspaper,
  Search,
  Settings,
  UsersRound,
  UtensilsCrossed,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '../../modules';

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
