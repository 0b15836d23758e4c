// Merging a term into another of its kind: find the one to keep (any of the
// kind, not only those the screen loaded), read what will happen (what moves,
// which address redirects, what is deleted), then confirm. A refusal stays in
// the dialog, on the field it is about.
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { mergeConsequences, TERMS } from '../../../../domain/taxonomy';
import { Alert } from '../../../components/Alert';
import { Dialog } from '../../../components/Dialog';
import { useFailure } from '../auth/useFailure';
import { DialogActions } from '../kit/DialogActions';
import { useFormValues } from '../kit/useFormValues';
import { type PickedTerm, TermPicker } from './TermPicker';
import type { Term, TermsManagerProps } from './termTypes';

export function MergeTermDialog({
  term,
  kind,
  alone,
  merging,
  onMerge,
  onClose,
  onMerged,
}: Pick<TermsManagerProps, 'kind' | 'merging' | 'onMerge'> & {
  term: Term;
  /** It is the only term of its kind. */
  alone: boolean;
  onClose: () => void;
  /** After the merge, with the name of the term kept. */
  onMerged: (target: string) => void;
}) {
  const { label } = TERMS[kind];
  const { values, control, setErrors, form } = useFormValues<{ target: PickedTerm | null }>({ target: null });
  const [failed, setFailed] = useFailure<string>();
  const { target } = values;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return setErrors({ target: formatMessage(CONTENT.mergeTargetRequired, { kind: label }) });
    try {
      const failure = await onMerge(term.id, target.id);
      if (!failure) return onMerged(target.name);
      // The server names the field targetId (mergeTerms' input).
      const onTarget = failure.fields.targetId;
      setErrors(onTarget ? { target: onTarget } : {});
      setFailed(onTarget ? null : failure.message || CONTENT.mergeFailed);
    } catch {
      setFailed(CONTENT.mergeFailed);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Merge ${label} “${term.name}”`}>
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        {failed ? <Alert tone="error">{failed}</Alert> : null}
        {alone ? (
          <p className="text-sm text-slate-700">There is no other {label} to merge it into.</p>
        ) : (
          <TermPicker
            kind={kind}
            label="Merge into"
            exclude={term.id}
            required
            data-autofocus
            {...control('target')}
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
          disabled={alone}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
