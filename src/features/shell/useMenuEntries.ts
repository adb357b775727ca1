import { useMemo } from 'react';
import { MENU, type MenuEntry } from '../../modules';
import { filterMenu } from '../../session/access';
import { selectIsParent } from '../../session/auth.slice';
import { useGrants } from '../../session/useGrants';
import { useAppSelector } from '../../store/hooks';
import { useCanOpen } from '../auth';

const ADMIN = ['admin'] as const;

/** An addition to the menu; `staff`: a page of the school's office, never offered to a parent. */
type MenuAddition = MenuEntry & { staff?: boolean };

/**
 * Pages the spec's menu does not list but users open every day (docs/spec-departures.md, "Menu"): the spec's menu is
 * the minimum, so they follow it under a header of their own, the spec's entries untouched before them. Each is
 * shown only to users whose roles and permissions open it, by the spec's menu filter and the route's own rule; the
 * class list, whose route is open to all as the guard is written, asks for what reading the classes asks for
 * (docs/api.md "Education": one of the education permissions or the students' one, or the admin role). The office's
 * pages are never offered to a parent, whose permissions name some of them (the finances' one opens the family's view).
 */
export const MENU_ADDITIONS: MenuAddition[] = [
  { title: 'menu.moreHeader', isHeadr: true },
  {
    title: 'menu.overdue',
    link: 'overdueList',
    icon: 'wallet',
    staff: true,
    roles: ADMIN,
    permissions: ['view-studentengagements-page'],
  },
  {
    title: 'menu.classList',
    link: 'classesPage',
    icon: 'graduation',
    staff: true,
    roles: ADMIN,
    permissions: [
      'view-evaluations-page',
      'view-diagevaluations-page',
      'view-teachers-page',
      'view-educational-management-config-page',
      'view-full-students-page',
    ],
  },
  {
    title: 'menu.diagevaluation',
    link: 'diagevaluation',
    icon: 'graduation',
    staff: true,
    roles: ADMIN,
    permissions: ['view-diagevaluations-page'],
  },
  {
    title: 'menu.messaging',
    link: 'messagerie',
    icon: 'inbox',
    roles: ADMIN,
    permissions: ['view-messagerie-page'],
  },
];

/**
 * A group of the spec's menu visible with a permission none of its children asks for, and the addition that permission
 * opens: "Educational management group ... visible with view-evaluations-page or view-diagevaluations-page", whose
 * children ask for view-evaluations-page and view-teachers-page. For a user who sees the group but none of its
 * children, the group holds that addition, so it leads where the permission opens (docs/spec-departures.md, "Menu").
 */
const GROUP_FALLBACKS: ReadonlyArray<{ group: string; link: string }> = [
  { group: 'menu.educational', link: 'diagevaluation' },
];

/**
 * Fills each of `GROUP_FALLBACKS`' groups that the filter kept without a child with its addition, when the user may
 * open it (it is among `additions`), and takes that addition out of `additions`; other groups are left as they are.
 */
function withGroupFallbacks(menu: MenuEntry[], additions: MenuEntry[]): [MenuEntry[], MenuEntry[]] {
  let rest = additions;
  const filled = menu.map((entry) => {
    const fallback = GROUP_FALLBACKS.find((candidate) => candidate.group === entry.title);
    const addition = fallback && rest.find((candidate) => candidate.link === fallback.link);
    if (!addition?.link || !entry.child || entry.child.length > 0) return entry;
    rest = rest.filter((candidate) => candidate !== addition);
    const { roles, permissions } = addition;
    return {
      ...entry,
      child: [{ childtitle: addition.title, childlink: addition.link, roles, permissions }],
    };
  });
  return [filled, rest];
}

/**
 * The registry's menu entries the user may see (Menu filter), shared by the side and horizontal menus: the spec's
 * menu, then the additions (`MENU_ADDITIONS`) this user may open; their header only when one of them is shown. A
 * group the filter keeps for a permission none of its children asks for holds the page it opens (`GROUP_FALLBACKS`).
 * @example const entries = useMenuEntries();
 */
export function useMenuEntries(): MenuEntry[] {
  const grants = useGrants();
  const canOpen = useCanOpen();
  const isParent = useAppSelector(selectIsParent);
  return useMemo(() => {
    const additions = filterMenu(MENU_ADDITIONS, grants)
      .filter((entry) => !entry.isHeadr && !(isParent && entry.staff))
      .filter((entry) => entry.link !== undefined && canOpen(`/${entry.link}`))
      .map(({ staff: _staff, ...entry }): MenuEntry => entry);
    const [menu, rest] = withGroupFallbacks(filterMenu(MENU, grants), additions);
    const header = MENU_ADDITIONS.filter((entry) => entry.isHeadr);
    return [...menu, ...(rest.length > 0 ? [...header, ...rest] : [])];
  }, [grants, canOpen, isParent]);
}
