// What a page that failed to render shows instead of a blank screen: what
// happened, a reload, and a way back to the home page of its area.
import { PAGE_ERROR } from '../../domain/shared/messages';
import { Button, buttonClass } from './Button';
import { PageHeading } from './PageHeading';

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
