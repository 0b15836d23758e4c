// Merging a term into another of its kind: pick the one to keep, read what
// will happen (what moves, which address redirects, what is deleted), then
// confirm. A refusal stays in the dialog, on the field it is about.
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { mergeConsequences, TERMS } from '../../../../domain/taxonomy';
import { Alert } from '../../../components/Alert';
import { Dialog } from '../../../components/Dialog';
import { useFailure } from '../auth/useFailure';
import { DialogActions } from '../kit/DialogActions';
import { SelectField } from '../kit/fields';
import { useFormValues } from '../kit/useFormValues';
import { selectTermPlaceholder } from './TermDialogs';
import type { Term, TermsManagerProps } from './termTypes';

export function MergeTermDialog({
  term,
  kind,
  terms,
  merging,
  onMerge,
  onClose,
  onMerged,
}: Pick<TermsManagerProps, 'kind' | 'terms' | 'merging' | 'onMerge'> & {
  term: Term;
  onClose: () => void;
  /** After the merge, with the name of the term kept. */
  onMerged: (target: string) => void;
}) {
  const { label } = TERMS[kind];
  const { values, field, setErrors, form } = useFormValues({ targetId: '' });
  const [failed, setFailed] = useFailure<string>();
  const others = terms.filter((other) => other.id !== term.id);
  const target = others.find((other) => other.id === values.targetId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return setErrors({ targetId: formatMessage(CONTENT.mergeTargetRequired, { kind: label }) });
    try {
      const failure = await onMerge(term.id, target.id);
      if (!failure) return onMerged(target.name);
      setErrors(failure.fields);
      setFailed(Object.keys(failure.fields).length > 0 ? null : failure.message || CONTENT.mergeFailed);
    } catch {
      setFailed(CONTENT.mergeFailed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Merge ${label} “${term.name}”`}>
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        {others.length === 0 ? (
          <p className="text-sm text-slate-700">There is no other {label} to merge it into.</p>
        ) : (
          <SelectField
            label="Merge into"
            required
            placeholder={selectTermPlaceholder(label)}
            options={others.map((other) => ({ value: other.id, label: `${other.name} (${other.slug})` }))}
            data-autofocus
            {...field('targetId')}
          />
        )}
        {/* Read out as the choice changes: what this merge will do. */}
        <div aria-live="polite" className="space-y-2 text-sm text-slate-700">
          {target ? (
            mergeConsequences(kind, term, target).map((line) => (
              <p key={line} className="wrap-anywhere">
                {line}
              </p>
            ))
          ) : (
            <p className="wrap-anywhere">
              The {label} you choose gets what uses “{term.name}”, which is then deleted.
            </p>
          )}
        </div>
        <DialogActions
          label={`Merge ${label}`}
          busyLabel="Merging..."
          busy={merging}
          disabled={others.length === 0}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
