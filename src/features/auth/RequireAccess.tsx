import { Navigate, Outlet } from 'react-router-dom';
import { canAccess, type AccessRule } from '../../session/access';
import { useGrants } from '../../session/useGrants';
import { paths } from '../../paths';

/** Route guard (Validation rules): renders the page, or redirects to /unauthorized. */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const grants = useGrants();
  return canAccess(grants, rule) ? <Outlet /> : <Navigate to={paths.unauthorized()} replace />;
}
