// What an admin screen shows for a row that does not exist (any more), or
// an admin address that leads nowhere.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';

export function AdminNotFound({
  title,
  lead = 'It may have been deleted.',
  back,
}: {
  title: string;
  lead?: string;
  back: { to: string; label: string };
}) {
  return (
    <div>
      <PageHeading title={title} lead={lead} />
      <Link to={back.to} className={buttonClass('primary')}>
        {back.label}
      </Link>
    </div>
  );
}
