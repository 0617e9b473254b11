import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../api/session';
import { LoadingCard } from '../../components/LoadingCard';

/** /logout: forget the stored tokens and role, then go home. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate('/', { replace: true });
  }, [navigate]);
  return <LoadingCard />;
}
