import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../auth/session-store';
import { PageSkeleton } from '../../components/page-skeleton';

/** /Logout: logs out and goes to /login. */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return <PageSkeleton rows={2} />;
}
