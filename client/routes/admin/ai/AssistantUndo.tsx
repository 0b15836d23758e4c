// Under the editor's heading after a "use" button of the assistant: what
// went where, and Undo, which gives the fields it wrote their earlier values
// back. Offered while those fields still hold what the pick wrote, so an
// edit made since is never thrown away.
import { AI_ASSISTANT } from '../../../../domain/ai/messages';
import { canUndoPick, type PickChange } from '../../../../domain/ai/picks';
import { Button } from '../../../components/Button';

type PickForm = { title: string; slug: string; content: string; excerpt: string };

export function AssistantUndo({
  change,
  form,
  onUndo,
}: {
  change: PickChange | null;
  form: PickForm;
  onUndo: (change: PickChange) => void;
}) {
  const offered = change !== null && canUndoPick(form, change);
  return (
    <div role="status" className="empty:sr-only">
      {offered ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-indigo-50 px-4 py-2 text-sm text-slate-800 ring-1 ring-indigo-200">
          <span>{AI_ASSISTANT.picked[change.kind]}</span>
          <Button variant="secondary" onClick={() => onUndo(change)}>
            Undo
          </Button>
        </div>
      ) : null}
    </div>
  );
}
