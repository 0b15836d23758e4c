// Shown for any URL that matches no page.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';

export default function NotFoundPage() {
  return (
    <div>
      <PageHeading title="Page not found" lead="The page you are looking for does not exist or has moved." />
      <Link to="/" className={buttonClass('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}
