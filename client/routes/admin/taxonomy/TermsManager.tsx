// The screen of one kind of term (blog authors, categories, tags; course
// categories and tags): the list with how many posts or courses use each,
// a dialog to create or edit one (the slug follows the name), and deletion
// behind a confirmation that says what happens to what uses it.
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { plural } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { DeleteTermDialog, TermDialog } from './TermDialogs';
import type { Term, TermsManagerProps } from './termTypes';

export function TermsManager(props: TermsManagerProps) {
  const { title, lead, label, usageNoun, fields, terms } = props;
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const capitalized = label.charAt(0).toUpperCase() + label.slice(1);

  return (
    <div className="space-y-6">
      <PageHeading title={title} lead={lead}>
        <Button className="mt-4" onClick={() => setEditing('new')}>
          New {label}
        </Button>
      </PageHeading>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {terms.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">No {label} yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Name
                </th>
                <th scope="col" className="px-4 py-2">
                  Slug
                </th>
                <th scope="col" className="px-4 py-2">
                  Used by
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {terms.map((term) => (
                <tr key={term.id}>
                  <td className="px-4 py-2">
                    <p className="font-medium text-slate-900">{term.name}</p>
                    {term.description || term.bio ? (
                      <p className="max-w-md truncate text-xs text-slate-500">
                        {term.description ?? term.bio}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-4 py-2 text-slate-700">{term.slug}</td>
                  <td className="px-4 py-2 text-slate-700">{plural(term.usageCount, usageNoun)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Button variant="ghost" onClick={() => setEditing(term)}>
                      Edit<span className="sr-only"> {term.name}</span>
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(term)}>
                      Delete<span className="sr-only"> {term.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.hasNext ? (
        <Button variant="secondary" disabled={props.isLoadingNext} onClick={props.loadNext}>
          {props.isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {editing ? (
        <TermDialog
          key={editing === 'new' ? 'new' : editing.id}
          term={editing === 'new' ? null : editing}
          label={label}
          fields={fields}
          saving={props.saving}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const failure = await props.onSave(editing === 'new' ? null : editing.id, values);
            if (!failure) {
              setEditing(null);
              setNotice({ tone: 'success', text: `${capitalized} “${values.name}” was saved.` });
            }
            return failure;
          }}
        />
      ) : null}
      <DeleteTermDialog
        key={deleting?.id ?? 'none'}
        term={deleting}
        {...props}
        onClose={() => setDeleting(null)}
        onDone={(text, tone) => {
          setDeleting(null);
          setNotice({ tone, text });
        }}
      />
    </div>
  );
}
