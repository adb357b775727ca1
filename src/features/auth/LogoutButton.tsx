import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from './logout';

/**
 * The logout action (Logout), in the user menu on desktop and on the profile page on phones, where the
 * user menu is hidden (below md).
 * @example <LogoutButton role="menuitem" className="..." />
 */
export function LogoutButton({ className, role }: { className: string; role?: 'menuitem' }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      role={role}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void logout(t);
      }}
      className={className}
    >
      <LogOut size={16} aria-hidden="true" className="rtl:-scale-x-100" />
      {t('header.logout')}
    </button>
  );
}
