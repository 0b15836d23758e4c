// Shown for any URL that matches no page (a 404 when server-rendered).
import { useLocation } from 'react-router-dom';
import { NotFoundMessage } from '../../../components/NotFoundMessage';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundMessage path={pathname} />;
}
