// What an admin screen shows for a row that does not exist (any more).
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';

export function AdminNotFound({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <div>
      <PageHeading title={title} lead="It may have been deleted." />
      <Link to={back.to} className={buttonClass('primary')}>
        {back.label}
      </Link>
    </div>
  );
}
