// The screen of one kind of term: the list (from the kind's resource) with
// how many posts or courses use each, a dialog to create or edit one (the
// slug follows the name), one to merge one into another, and deletion
// behind a confirmation that says what happens to what uses it.
import { useMemo, useState } from 'react';
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { TERMS } from '../../../../domain/taxonomy';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { ResourceList } from '../kit/ResourceList';
import { useNotice } from '../kit/useNotice';
import { MergeTermDialog } from './MergeTermDialog';
import { DeleteTermDialog, TermDialog } from './TermDialogs';
import { type TermRow, termResource } from './terms.resource';
import type { Term, TermsManagerProps } from './termTypes';

export function TermsManager(props: TermsManagerProps) {
  const { kind, terms } = props;
  const descriptor = TERMS[kind];
  const resource = useMemo(() => termResource(kind), [kind]);
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const [merging, setMerging] = useState<Term | null>(null);
  const notice = useNotice();
  const { label } = descriptor;
  const capitalized = label.charAt(0).toUpperCase() + label.slice(1);

  return (
    <div className="space-y-6">
      <PageHeading title={descriptor.title} lead={descriptor.lead}>
        <Button className="mt-4" onClick={() => setEditing('new')}>
          New {label}
        </Button>
      </PageHeading>
      <ResourceList
        resource={resource}
        connection={{ edges: terms.map((node) => ({ node: node as TermRow })) }}
        pagination={props.pagination}
        notice={notice}
        context={{ edit: setEditing, merge: setMerging, remove: setDeleting }}
      />
      {editing ? (
        <TermDialog
          key={editing === 'new' ? 'new' : editing.id}
          term={editing === 'new' ? null : editing}
          label={label}
          fields={descriptor.fields}
          saving={props.saving}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const failure = await props.onSave(editing === 'new' ? null : editing, values);
            if (!failure) {
              setEditing(null);
              notice.success(`${capitalized} “${values.name}” was saved.`);
            }
            return failure;
          }}
        />
      ) : null}
      {merging ? (
        <MergeTermDialog
          key={merging.id}
          term={merging}
          kind={kind}
          alone={terms.length <= 1 && !props.pagination.hasNext}
          merging={props.merging}
          onMerge={props.onMerge}
          onClose={() => setMerging(null)}
          onMerged={(target) => {
            setMerging(null);
            notice.success(formatMessage(CONTENT.merged, { name: merging.name, target }));
          }}
        />
      ) : null}
      <DeleteTermDialog
        key={deleting?.id ?? 'none'}
        term={deleting}
        kind={kind}
        deleting={props.deleting}
        onDelete={props.onDelete}
        onClose={() => setDeleting(null)}
        onDone={(text, tone) => {
          setDeleting(null);
          if (tone === 'success') notice.success(text);
          else notice.error(text);
        }}
      />
    </div>
  );
}
