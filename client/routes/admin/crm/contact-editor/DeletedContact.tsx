// A deleted contact's page: who it was and a Restore button; once restored
// the page shows the editor and the history again.
import { graphql, useFragment } from 'react-relay/hooks';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import type { DeletedContact_contact$key } from '../../../../__generated__/DeletedContact_contact.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { PageHeading } from '../../../../components/PageHeading';
import { useFailure } from '../../auth/useFailure';
import { BackLink } from '../../kit/BackLink';
import { CONTACTS_BACK } from '../contacts.resource';
import { useRestoreContact } from './useRestoreContact';

export function DeletedContact({
  contact: contactKey,
  onRestored,
}: {
  contact: DeletedContact_contact$key;
  /** Once restored, as the editor takes this page's place. */
  onRestored: () => void;
}) {
  const contact = useFragment(
    graphql`
      fragment DeletedContact_contact on CrmContact {
        id
        firstName
        lastName
        email
      }
    `,
    contactKey,
  );
  const [failed, setFailed] = useFailure<string>();
  const [restore, restoring] = useRestoreContact();
  const run = async () => {
    setFailed(null);
    const failure = await restore(contact.id);
    setFailed(failure);
    if (!failure) onRestored();
  };
  return (
    <div className="space-y-6">
      <BackLink {...CONTACTS_BACK} />
      <PageHeading title={`${contact.firstName} ${contact.lastName}`} lead={contact.email} />
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Alert tone="info" title={CRM_TEXT.deletedTitle}>
        <p>{CRM_TEXT.deletedLead}</p>
        <div className="mt-3">
          <Button onClick={run} busy={restoring}>
            {restoring ? 'Restoring...' : 'Restore contact'}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
