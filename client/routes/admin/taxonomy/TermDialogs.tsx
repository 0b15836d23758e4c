// The dialogs of a terms screen: create or edit one (the slug follows the
// name), and delete one, saying what happens to the posts or courses that use
// it (and, where they move, finding the term they move to among all of the kind).
import { useState } from 'react';
import { CONTENT, CONTENT_LIMITS } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { TERMS, validateTermFields } from '../../../../domain/taxonomy';
import { Alert } from '../../../components/Alert';
import { Dialog, UNSAVED_CHANGES } from '../../../components/Dialog';
import { TextAreaField, TextField } from '../../../components/Field';
import { plural } from '../../../components/format';
import { useFailure } from '../auth/useFailure';
import { DeleteDialog } from '../kit/ConfirmDialog';
import { DialogActions } from '../kit/DialogActions';
import type { Failure } from '../kit/mutationFailure';
import { deletedText } from '../kit/resource';
import { SlugFields } from '../kit/SlugFields';
import { useFormValues } from '../kit/useFormValues';
import { type PickedTerm, TermPicker } from './TermPicker';
import type { Term, TermExtraField, TermsManagerProps, TermValues } from './termTypes';

const EXTRA_LABELS: Record<TermExtraField, string> = {
  description: 'Description',
  bio: 'Bio',
  avatarUrl: 'Avatar URL',
};

export function TermDialog({
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
  const { values, setValues, errors, setErrors, changed, form } = useFormValues<TermValues>({
    name: term?.name ?? '',
    slug: term?.slug ?? '',
    ...Object.fromEntries(fields.map((field) => [field, term?.[field] ?? ''])),
  });
  const [failed, setFailed] = useFailure<string>();

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
    <Dialog
      open
      onClose={onClose}
      title={term ? `Edit ${label}` : `New ${label}`}
      askBeforeDismiss={changed ? UNSAVED_CHANGES : null}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        <SlugFields
          values={values}
          setValues={setValues}
          errors={errors}
          titleKey="name"
          titleLabel="Name"
          slugHint="Used in addresses; lowercase letters, digits and hyphens."
          autoFocus
          className="space-y-4"
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
              limit={CONTENT_LIMITS[field]}
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ),
        )}
        <DialogActions label="Save" busy={saving} onCancel={onClose} saveShortcut />
      </form>
    </Dialog>
  );
}

export function DeleteTermDialog({
  term,
  kind,
  deleting,
  onDelete,
  onClose,
  onDone,
}: Pick<TermsManagerProps, 'kind' | 'deleting' | 'onDelete'> & {
  term: Term | null;
  onClose: () => void;
  onDone: (text: string, tone: 'success' | 'error') => void;
}) {
  const { label, noun: usageNoun, deletePolicy } = TERMS[kind];
  const [target, setTarget] = useState<PickedTerm | null>(null);
  const used = term ? term.usageCount : 0;
  const users = plural(used, usageNoun);
  const needsTarget = used > 0 && deletePolicy === 'reassign-required';

  const confirm = async () => {
    if (!term) return;
    try {
      const failure = await onDelete(term.id, target?.id ?? null);
      onDone(
        failure ? failure.message || CONTENT.deleteFailed : deletedText(term.name),
        failure ? 'error' : 'success',
      );
    } catch {
      onDone(CONTENT.deleteFailed, 'error');
    }
  };

  return (
    <DeleteDialog
      noun={label}
      open={term !== null}
      title={`Delete ${label} “${term?.name ?? ''}”?`}
      busy={deleting}
      disabled={needsTarget && !target}
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
          {term ? (
            <TermPicker
              kind={kind}
              label={`Move the ${users} to`}
              exclude={term.id}
              required={needsTarget}
              placeholder={needsTarget ? undefined : `No ${label}: type to find one`}
              value={target}
              onChange={setTarget}
            />
          ) : null}
        </>
      )}
    </DeleteDialog>
  );
}
