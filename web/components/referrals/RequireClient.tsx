import { Navigate, Outlet } from 'react-router';
import { isAdmin } from '~/common/roles';
import { useSession } from '~/web/lib/session';

/**
 * spec §6 "Client only: Invite Friends": a member without ROLE_ADMIN (an admin may hold ROLE_USER too, so
 * RequireRoles(['ROLE_USER']) would let them in); admins go to /home like any refused route guard.
 */
export function RequireClient() {
  const { user } = useSession();
  if (!user || isAdmin(user.roles)) return <Navigate to="/home" replace />;
  return <Outlet />;
}
