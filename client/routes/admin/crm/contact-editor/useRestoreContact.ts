// Restoring a deleted contact: from its own page, or from the editor that
// found a deleted contact with the email being entered.
import { graphql } from 'react-relay/hooks';
import { CRM } from '../../../../../domain/shared/messages';
import type { useRestoreContactMutation } from '../../../../__generated__/useRestoreContactMutation.graphql';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';

export function useRestoreContact() {
  const [commit, restoring] = useAsyncMutation<useRestoreContactMutation>(graphql`
    mutation useRestoreContactMutation($input: CrmContactIdInput!) {
      restoreCrmContact(input: $input) {
        __typename
        ... on CrmContact {
          id
          deleted
          # A restore is a save (a new version): the editor that takes the deleted
          # page's place starts from it, or its first save is refused as stale.
          version
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  /** Restores the contact; resolves to null once done, or to the message to show. */
  const restore = async (id: string): Promise<string | null> => {
    const failure = await settle(commit({ variables: { input: { id } } }), 'CrmContact');
    return failure ? failure.message || CRM.updateFailed : null;
  };
  return [restore, restoring] as const;
}
