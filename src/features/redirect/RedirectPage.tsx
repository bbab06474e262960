// /redirect/:path* — the tab bar's "refresh": mounting this page and coming straight back
// re-creates the view.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params['*'] ?? ''}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
