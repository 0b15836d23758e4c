// A contact's notes (/admin/crm/contacts/{id}/notes), newest first, with
// contact messages among them: write and add a note (an empty one is
// refused; leaving with one written but not added asks first), edit an
// admin's note in place (a contact message stays as sent), delete one after
// a confirmation. An edit or a delete names the version of the note shown: a
// note saved since is not overwritten or deleted unseen, and the list is
// reloaded so the note shown is the one saved since.
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { GENERIC_RETRY } from '../../../../../domain/shared/constants';
import { CRM } from '../../../../../domain/shared/messages';
import type { AdminContactNotesPage_notes$key } from '../../../../__generated__/AdminContactNotesPage_notes.graphql';
import type { AdminContactNotesPageAddMutation } from '../../../../__generated__/AdminContactNotesPageAddMutation.graphql';
import type { AdminContactNotesPageDeleteMutation } from '../../../../__generated__/AdminContactNotesPageDeleteMutation.graphql';
import AdminContactNotesPageQueryNode, {
  type AdminContactNotesPageQuery,
} from '../../../../__generated__/AdminContactNotesPageQuery.graphql';
import { Button } from '../../../../components/Button';
import { plural } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { BackLink } from '../../kit/BackLink';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { TextAreaField } from '../../kit/fields';
import { formatDateTime } from '../../kit/formatDateTime';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { useAsyncMutation } from '../../kit/mutationFailure';
import { LoadMore } from '../../kit/ResourceList';
import { useDeleteEdge } from '../../kit/useDeleteEdge';
import { useNotice } from '../../kit/useNotice';
import { useReload } from '../../kit/useReload';
import { useUnsavedChanges } from '../../kit/useUnsavedChanges';
import { AdminNotFound } from '../../shared/AdminNotFound';
import { CONTACTS_BACK, contactPath } from '../contacts.resource';
import { EditNoteForm } from './EditNoteForm';
import { useNoteSubmit } from './useNoteSubmit';

export default function AdminContactNotesPage({
  queries,
}: ScreenProps<{ notes: AdminContactNotesPageQuery }>) {
  return (
    <LoadWithRetry<AdminContactNotesPageQuery>
      initial={queries.notes}
      query={AdminContactNotesPageQueryNode}
      policy={GENERIC_RETRY}
      failedMessage={CRM.notesFetchFailed.replace(/: $/, '')}
    >
      {(queryRef) => <Notes queryRef={queryRef} />}
    </LoadWithRetry>
  );
}

function Notes({ queryRef }: { queryRef: PreloadedQuery<AdminContactNotesPageQuery> }) {
  const { contact } = usePreloadedQuery<AdminContactNotesPageQuery>(
    graphql`
      query AdminContactNotesPageQuery($id: ID!) @preloadable {
        contact: node(id: $id) {
          __typename
          ... on CrmContact {
            id
            firstName
            lastName
            deleted
          }
          ...AdminContactNotesPage_notes @alias(as: "notes")
        }
      }
    `,
    queryRef,
  );
  if (contact?.__typename !== 'CrmContact' || !contact.notes)
    return <AdminNotFound title={CRM.notFound} back={CONTACTS_BACK} />;
  const name = `${contact.firstName} ${contact.lastName}`;
  // Not 'not found': it is there to restore, on its own page.
  if (contact.deleted)
    return (
      <AdminNotFound
        title={CRM_TEXT.deletedTitle}
        lead={CRM_TEXT.deletedLead}
        back={{ to: contactPath(contact.id ?? ''), label: `Back to ${name}` }}
      />
    );
  return (
    <div className="space-y-6">
      <BackLink to={contactPath(contact.id ?? '')} label={`Back to ${name}`} />
      <PageHeading title={`Notes on ${name}`} />
      <NoteList contact={contact.notes} name={name} />
    </div>
  );
}

type NoteNode = { id: string; note: string; version: number; kind: string; createdAt: string };

function NoteList({ contact: contactKey, name }: { contact: AdminContactNotesPage_notes$key; name: string }) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment AdminContactNotesPage_notes on CrmContact
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminContactNotesPagePaginationQuery") {
        id
        notes(first: $count, after: $cursor) @connection(key: "AdminContactNotesPage_notes") {
          __id
          totalCount
          edges {
            node {
              id
              note
              version
              kind
              createdAt
            }
          }
        }
      }
    `,
    contactKey,
  );
  const connectionId = data.notes.__id;
  const notice = useNotice();
  const reload = useReload(pagination.refetch, data.notes.edges.length, 20);
  const [draft, setDraft] = useState('');
  const [doomed, setDoomed] = useState<NoteNode | null>(null);
  /** The note being edited, and whether its text was changed. */
  const [editing, setEditing] = useState<{ id: string; changed: boolean } | null>(null);
  const { error, field, submit: submitNote } = useNoteSubmit(notice, CRM.addNoteFailed);
  const listId = useId();
  const leave = useUnsavedChanges(draft.trim() !== '' || editing?.changed === true);
  /**
   * Back from editing, the keyboard returns to the note's Edit button once it
   * is there again (after the save's store update, which may come later).
   */
  const refocus = useRef<string | null>(null);
  const stopEditing = (id: string) => {
    refocus.current = id;
    setEditing(null);
  };
  const focusIfReturning = (id: string) => (button: HTMLButtonElement | null) => {
    if (button && refocus.current === id) {
      refocus.current = null;
      button.focus();
    }
  };
  const [add, adding] = useAsyncMutation<AdminContactNotesPageAddMutation>(graphql`
    mutation AdminContactNotesPageAddMutation($input: AddCrmContactNoteInput!) {
      addCrmContactNote(input: $input) {
        __typename
        ... on CrmNote {
          id
          note
          version
          kind
          createdAt
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [remove, removing] = useDeleteEdge<AdminContactNotesPageDeleteMutation>(
    graphql`
      mutation AdminContactNotesPageDeleteMutation($input: DeleteCrmContactNoteInput!, $connections: [ID!]!) {
        deleteCrmContactNote(input: $input) {
          __typename
          ... on DeleteCrmContactNotePayload {
            deletedId @deleteEdge(connections: $connections)
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'DeleteCrmContactNotePayload',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const send = async () =>
      (
        await add({
          variables: { input: { contactId: data.id, note: draft } },
          // The result is a union, so the new note is put first by hand.
          updater: (store) => {
            const added = store.getRootField('addCrmContactNote');
            const connection = store.get(connectionId);
            if (!connection || added?.getValue('__typename') !== 'CrmNote') return;
            const edge = ConnectionHandler.createEdge(
              store,
              connection,
              added,
              'CrmContactNotesConnectionEdge',
            );
            ConnectionHandler.insertEdgeBefore(connection, edge);
            const total = connection.getValue('totalCount');
            if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
          },
        })
      ).addCrmContactNote;
    if (await submitNote(draft, send)) {
      setDraft('');
      notice.success(CRM_TEXT.noteAdded);
    }
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      const failure = await remove(connectionId, { id: doomed.id, expectedVersion: doomed.version });
      if (failure) notice.error(failure.message || CRM.deleteNoteFailed);
      else notice.success(CRM_TEXT.noteDeleted);
      if (failure?.conflict) reload();
    } catch {
      notice.error(CRM.deleteNoteFailed);
    }
    setDoomed(null);
  };

  const notes = data.notes.edges.map((edge) => edge.node);
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextAreaField
          ref={field}
          label="New note"
          rows={4}
          value={draft}
          error={error ?? undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" busy={adding}>
          {adding ? 'Adding...' : 'Add note'}
        </Button>
      </form>
      {notice.element}
      <section aria-labelledby={listId} className="space-y-3">
        <h2 id={listId} className="text-lg font-semibold text-slate-900">
          {plural(data.notes.totalCount, 'note')}
        </h2>
        {notes.length === 0 ? (
          <p className="text-sm text-slate-600">No notes on {name} yet.</p>
        ) : (
          <ol className="space-y-3">
            {notes.map((note) => (
              <li
                key={note.id}
                className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200"
              >
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {note.kind === 'contact_message' ? 'Contact message' : 'Note'}
                  </span>
                  <time dateTime={note.createdAt} className="text-xs text-slate-500">
                    {formatDateTime(note.createdAt)}
                  </time>
                  <div className="ml-auto flex gap-1">
                    {note.kind === 'note' && editing?.id !== note.id ? (
                      <Button
                        variant="ghost"
                        ref={focusIfReturning(note.id)}
                        aria-label={`Edit note of ${formatDateTime(note.createdAt)}`}
                        onClick={() => setEditing({ id: note.id, changed: false })}
                      >
                        Edit
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      aria-label={`Delete note of ${formatDateTime(note.createdAt)}`}
                      onClick={() => setDoomed(note)}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                {editing?.id === note.id ? (
                  <EditNoteForm
                    note={note}
                    notice={notice}
                    onChange={(changed) => setEditing({ id: note.id, changed })}
                    onDone={() => stopEditing(note.id)}
                    onConflict={reload}
                  />
                ) : (
                  <p className="whitespace-pre-wrap">{note.note}</p>
                )}
              </li>
            ))}
          </ol>
        )}
        <LoadMore pagination={pagination} count={20} />
      </section>
      {leave.dialog}
      <DeleteDialog
        noun="note"
        open={doomed !== null}
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      >
        <p className="line-clamp-3 whitespace-pre-wrap">{doomed?.note}</p>
      </DeleteDialog>
    </div>
  );
}
