// Any admin address no screen answers (the server sends it with a 404): says
// so inside the admin frame, with a way back to the dashboard.
import { PAGE_ERROR } from '../../../../domain/shared/messages';
import { AdminNotFound } from '../shared/AdminNotFound';

export default function AdminNotFoundPage() {
  return (
    <AdminNotFound
      title={PAGE_ERROR.notFound}
      lead={PAGE_ERROR.adminNotFoundLead}
      back={{ to: '/admin', label: PAGE_ERROR.adminHome }}
    />
  );
}
