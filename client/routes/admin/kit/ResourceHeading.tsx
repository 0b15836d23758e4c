// A resource screen's heading: its title and lead, and the 'New …' button.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import type { ResourceDeclaration } from './resource';

export function ResourceHeading({
  resource,
}: {
  resource: Pick<ResourceDeclaration, 'path' | 'title' | 'lead' | 'createLabel'>;
}) {
  return (
    <PageHeading title={resource.title ?? ''} lead={resource.lead}>
      {resource.createLabel ? (
        <Link to={`/admin/${resource.path}/new`} className={buttonClass('primary', 'mt-4')}>
          {resource.createLabel}
        </Link>
      ) : null}
    </PageHeading>
  );
}
