// The screen of one kind of term (blog authors, categories, tags; course
// categories and tags): the list with how many posts or courses use each,
// a dialog to create or edit one (the slug follows the name), and deletion
// behind a confirmation that says what happens to what uses it.
import { useState } from 'react';
import { validateTermFields } from '../../../../domain/content';
import { CONTENT } from '../../../../domain/contentMessages';
import { formatMessage } from '../../../../domain/messages';
import { blurSlug, followingSlug } from '../../../../domain/postEditor';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextAreaField, TextField } from '../../../components/Field';
import { plural } from '../../../components/format';
import { PageHeading } from '../../../components/PageHeading';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { Failure } from '../shared/results';
import { SelectField } from '../shared/SelectField';

export type TermExtraField = 'description' | 'bio' | 'avatarUrl';
export type Term = {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly usageCount: number;
} & Partial<Record<TermExtraField, string | null>>;
export type TermValues = { name: string; slug: string } & Partial<Record<TermExtraField, string>>;
/** What deleting a used term does to its posts or courses (server/content/terms.ts). */
export type DeletePolicy = 'reassign-required' | 'reassign-or-clear' | 'unlink';

const EXTRA_LABELS: Record<TermExtraField, string> = {
  description: 'Description',
  bio: 'Bio',
  avatarUrl: 'Avatar URL',
};

export type TermsManagerProps = {
  title: string;
  lead: string;
  /** 'author', 'category', 'course tag'... */
  label: string;
  usageNoun: 'post' | 'course';
  fields: readonly TermExtraField[];
  deletePolicy: DeletePolicy;
  terms: readonly Term[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  saving: boolean;
  deleting: boolean;
  /** Resolves to null when saved. */
  onSave: (id: string | null, values: TermValues) => Promise<Failure | null>;
  onDelete: (id: string, reassignTo: string | null) => Promise<Failure | null>;
};

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

function TermDialog({
  term,
  label,
  fields,
  saving,
  onClose,
  onSave,
}: {
  term: Term | null;
  label: string;
  fields: readonly TermExtraField[];
  saving: boolean;
  onClose: () => void;
  onSave: (values: TermValues) => Promise<Failure | null>;
}) {
  const [values, setValues] = useState<TermValues>({
    name: term?.name ?? '',
    slug: term?.slug ?? '',
    ...Object.fromEntries(fields.map((field) => [field, term?.[field] ?? ''])),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = validateTermFields({
      description: '',
      bio: '',
      avatarUrl: '',
      ...values,
    });
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      const failure = await onSave(values);
      if (failure) {
        setErrors(failure.fields);
        setFailed(Object.keys(failure.fields).length > 0 ? null : failure.message || CONTENT.saveFailed);
      }
    } catch {
      setFailed(CONTENT.saveFailed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={term ? `Edit ${label}` : `New ${label}`}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        <TextField
          label="Name"
          required
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              name: event.target.value,
              slug: followingSlug(current.slug, current.name, event.target.value),
            }))
          }
        />
        <TextField
          label="Slug"
          required
          hint="Used in addresses; lowercase letters, digits and hyphens."
          value={values.slug}
          error={errors.slug}
          onChange={(event) => setValues((current) => ({ ...current, slug: event.target.value }))}
          onBlur={() => setValues(blurSlug)}
        />
        {fields.map((field) =>
          field === 'avatarUrl' ? (
            <TextField
              key={field}
              label={EXTRA_LABELS[field]}
              placeholder="https://example.com/avatar.jpg"
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ) : (
            <TextAreaField
              key={field}
              label={EXTRA_LABELS[field]}
              rows={3}
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ),
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteTermDialog({
  term,
  label,
  usageNoun,
  deletePolicy,
  terms,
  deleting,
  onDelete,
  onClose,
  onDone,
}: TermsManagerProps & {
  term: Term | null;
  onClose: () => void;
  onDone: (text: string, tone: 'success' | 'error') => void;
}) {
  const [target, setTarget] = useState('');
  const used = term ? term.usageCount : 0;
  const users = plural(used, usageNoun);
  const needsTarget = used > 0 && deletePolicy === 'reassign-required';
  const others = terms
    .filter((other) => other.id !== term?.id)
    .map((other) => ({ value: other.id, label: other.name }));

  const confirm = async () => {
    if (!term) return;
    try {
      const failure = await onDelete(term.id, target || null);
      onDone(
        failure ? failure.message || CONTENT.deleteFailed : `“${term.name}” was deleted.`,
        failure ? 'error' : 'success',
      );
    } catch {
      onDone(CONTENT.deleteFailed, 'error');
    }
  };

  return (
    <ConfirmDialog
      open={term !== null}
      title={`Delete ${label} “${term?.name ?? ''}”?`}
      confirmLabel={`Delete ${label}`}
      busyLabel="Deleting..."
      busy={deleting}
      disabled={needsTarget && target === ''}
      onConfirm={confirm}
      onClose={onClose}
    >
      {used === 0 ? (
        <p>No {usageNoun} uses it.</p>
      ) : deletePolicy === 'unlink' ? (
        <p>It is removed from the {users} that use it; they stay as they are otherwise.</p>
      ) : (
        <>
          <p>
            {deletePolicy === 'reassign-required'
              ? formatMessage(CONTENT.inUse, { kind: label, count: users })
              : `This ${label} is used by ${users}. They move to the ${label} you choose, or are left without one.`}
          </p>
          <SelectField
            label={`Move the ${users} to`}
            required={needsTarget}
            placeholder={needsTarget ? `Select a ${label}` : `No ${label}`}
            options={others}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
