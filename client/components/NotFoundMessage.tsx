// The not-found state of any public page: answers 404 when server-rendered,
// is not counted as a page view (its mark, read by sendPageView), and offers
// ways on.
import { Link } from 'react-router-dom';
import { useHttpStatus } from '../ssr/SiteContext';
import { buttonClass } from './Button';
import { NOT_FOUND_ATTRIBUTE } from './conversion/browserServices';
import { PageHeading } from './PageHeading';
import { Seo } from './seo/Seo';

export function NotFoundMessage({
  title = 'Page not found',
  message = 'The page you are looking for does not exist or has moved.',
  path,
  back = { to: '/', label: 'Go to the home page' },
}: {
  title?: string;
  message?: string;
  path: string;
  back?: { to: string; label: string };
}) {
  useHttpStatus(404);
  return (
    <div className="py-8" {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <Seo title={title} description={message} path={path} noIndex />
      <PageHeading title={title} lead={message} withTitle={false} />
      <div className="flex flex-wrap gap-3">
        <Link to={back.to} className={buttonClass('primary')}>
          {back.label}
        </Link>
        {back.to !== '/' ? (
          <Link to="/" className={buttonClass('secondary')}>
            Go to the home page
          </Link>
        ) : null}
      </div>
    </div>
  );
}
