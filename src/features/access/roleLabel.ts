import { useTranslation } from 'react-i18next';
import type { AccessRole } from './access.schemas';

/**
 * A role's name in the reader's language: its `name_ar` on an Arabic screen when the school gave one
 * (docs/api.md "Access management"), its name otherwise.
 * @example roleLabel({ name: 'Secrétariat', name_ar: 'الكتابة' }, 'ar') === 'الكتابة'
 */
export function roleLabel(role: { name: string; name_ar?: string }, language: string): string {
  return language.startsWith('ar') && role.name_ar?.trim() ? role.name_ar : role.name;
}

/** `roleLabel` in the current language, for a role or an account's assignment (its role looked up in `roles`). */
export function useRoleLabel(roles: readonly AccessRole[]) {
  const { i18n } = useTranslation();
  return (held: { name: string; name_ar?: string } | { roleId: number; role: string }) => {
    if ('name' in held) return roleLabel(held, i18n.language);
    const role = roles.find((candidate) => candidate.id === held.roleId);
    return roleLabel(role ?? { name: held.role }, i18n.language);
  };
}
