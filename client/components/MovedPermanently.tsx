// A page reached by a former address (a renamed post or course): the server
// answers 301 to the current one; in the browser the route is replaced.
import { Navigate, useLocation } from 'react-router-dom';
import { useSite } from '../ssr/SiteContext';

export function MovedPermanently({ to }: { to: string }) {
  const { response } = useSite();
  const { search, hash } = useLocation();
  if (response) {
    response.status = 301;
    response.location = `${to}${search}`;
    return null;
  }
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
