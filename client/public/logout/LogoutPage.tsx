import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingCard } from '../../components/LoadingCard';
import { signOut } from '../../data/session';

/** /logout: end the session on the server, forget the stored tokens and role, then go home. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    signOut().then(() => {
      if (!left) navigate('/', { replace: true });
    });
    return () => {
      left = true;
    };
  }, [navigate]);
  return <LoadingCard />;
}
