// What a page that failed to render shows instead of a blank screen: what
// happened, a reload, and a way back to the home page of its area; or, when
// only its code could not be loaded, to check the connection and Try again.
import { PAGE_ERROR, PAGE_LOAD } from '../../domain/shared/messages';
import { Button, buttonClass } from './Button';
import { PageHeading } from './PageHeading';
import { useRetry } from './useRetry';

export function PageError({ admin = false }: { admin?: boolean }) {
  return (
    <div className="py-8" data-page-error="">
      <PageHeading title={PAGE_ERROR.title} lead={PAGE_ERROR.lead} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>{PAGE_ERROR.reload}</Button>
        {/* A full page load: whatever state broke this page is dropped. */}
        <a href={admin ? '/admin' : '/'} className={buttonClass('secondary')}>
          {admin ? PAGE_ERROR.adminHome : PAGE_ERROR.home}
        </a>
      </div>
    </div>
  );
}

/**
 * A screen whose code could not be loaded: Try again loads it in place (the
 * button keeps the focus meanwhile; a failure again is announced).
 */
export function PageLoadFailed({
  onRetry,
  admin = false,
}: {
  onRetry: () => Promise<unknown>;
  admin?: boolean;
}) {
  const { retrying, failedAgain, retry } = useRetry(onRetry);
  return (
    <div className="py-8" data-page-error="">
      <PageHeading title={PAGE_LOAD.title} lead={PAGE_LOAD.lead} />
      {failedAgain ? (
        // A new element each time, so that each failure is announced.
        <p key={failedAgain} role="alert" className="mb-4 text-sm font-semibold text-red-700">
          {PAGE_LOAD.stillFailing}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button busy={retrying} onClick={retry}>
          {retrying ? PAGE_LOAD.retrying : PAGE_LOAD.retry}
        </Button>
        <a href={admin ? '/admin' : '/'} className={buttonClass('secondary')}>
          {admin ? PAGE_ERROR.adminHome : PAGE_ERROR.home}
        </a>
      </div>
    </div>
  );
}
