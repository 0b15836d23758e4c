// A resource screen's heading: its title and lead, and the 'New …' button
// (or the screen's own actions, e.g. a button that opens a create dialog).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import type { ResourceDeclaration } from './resource';

export function ResourceHeading({
  resource,
  actions,
}: {
  resource: Pick<ResourceDeclaration, 'path' | 'title' | 'lead' | 'noun' | 'create'>;
  actions?: ReactNode;
}) {
  return (
    <PageHeading title={resource.title ?? ''} lead={resource.lead}>
      {resource.create ? (
        <Link to={`/admin/${resource.path}/new`} className={buttonClass('primary', 'mt-4')}>
          {resource.create === true ? `New ${resource.noun}` : resource.create}
        </Link>
      ) : null}
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
    </PageHeading>
  );
}
