// The post's revisions (who saved, when, what), newest first, each but the
// current one restorable after a confirmation. A restore is a save of its
// own: it is refused if someone saved in between, and kept as a revision.
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { POST_FORM } from '../../../../../domain/blog';
import type { RevisionList_post$key } from '../../../../__generated__/RevisionList_post.graphql';
import type { RevisionListRestoreMutation } from '../../../../__generated__/RevisionListRestoreMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { formatDateTime } from '../../kit/formatDateTime';
import { settle, useAsyncMutation } from '../../kit/mutationFailure';
import { LoadMore } from '../../kit/ResourceList';

const KIND = { created: 'Created', updated: 'Saved', restored: 'Restored', deleted: 'Deleted' } as const;

type Revision = { id: string; version: number; savedBy: string; savedAt: string };

export function RevisionList({
  post,
  version,
  dirty,
}: {
  post: RevisionList_post$key;
  version: number;
  dirty: boolean;
}) {
  const { data, ...pagination } = usePaginationFragment(
    graphql`
      fragment RevisionList_post on BlogPost
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "RevisionListPaginationQuery") {
        isPublished
        revisions(first: $count, after: $cursor) @connection(key: "RevisionList_revisions") {
          edges {
            node {
              id
              version
              kind
              savedBy
              savedAt
              title
              isPublished
            }
          }
        }
      }
    `,
    post,
  );
  const [restore, restoring] = useAsyncMutation<RevisionListRestoreMutation>(graphql`
    mutation RevisionListRestoreMutation($input: RestoreBlogPostRevisionInput!) {
      restoreBlogPostRevision(input: $input) {
        __typename
        ... on BlogPost {
          ...PostEditorForm_post @alias(as: "restored")
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [target, setTarget] = useState<Revision | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirm = async () => {
    if (!target) return;
    const failure = await settle(
      restore({ variables: { input: { revisionId: target.id, expectedVersion: version } } }),
      'BlogPost',
    );
    setNotice(
      failure
        ? {
            tone: 'error',
            text: failure.message
              ? `${POST_FORM.restoreFailed}: ${failure.message}`
              : POST_FORM.restoreFailed,
          }
        : { tone: 'success', text: `Version ${target.version} was restored.` },
    );
    setTarget(null);
  };

  return (
    <section aria-labelledby="revisions-heading" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="revisions-heading" className="text-lg font-semibold text-slate-900">
        Revisions
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Every save is kept. Restoring one saves it again as the current version.
      </p>
      {notice ? (
        <div className="mb-3">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      <ol className="divide-y divide-slate-100">
        {data.revisions.edges.map(({ node }) => (
          <li key={node.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium text-slate-900">
                Version {node.version}: {node.title}
              </p>
              <p className="text-slate-600">
                {KIND[node.kind]} by {node.savedBy},{' '}
                <time dateTime={node.savedAt}>{formatDateTime(node.savedAt)}</time>
                {node.isPublished ? ' · published' : ' · draft'}
              </p>
            </div>
            {node.version === version ? (
              <span className="text-xs font-semibold uppercase text-slate-500">Current</span>
            ) : (
              <Button variant="secondary" onClick={() => setTarget(node)}>
                Restore<span className="sr-only"> version {node.version}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      <LoadMore pagination={pagination} count={10} label="Older revisions" variant="ghost" />
      <ConfirmDialog
        open={target !== null}
        title={`Restore version ${target?.version ?? ''}?`}
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={restoring}
        tone="primary"
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        <p>
          The post is saved again with the fields of version {target?.version}, saved by {target?.savedBy}
          {target ? ` on ${formatDateTime(target.savedAt)}` : ''}, except its publication: it stays{' '}
          {data.isPublished ? 'published' : 'a draft'}, with its current date. The current version stays in
          this list.
        </p>
        {dirty ? (
          <p className="font-medium text-amber-800">Your unsaved changes in the form will be lost.</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
