// The AI Blog Assistant button's dialog. The assistant itself (content,
// titles, meta description, improvements; SPEC §2) comes with a later
// release; until then the dialog says so.
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';

export function AssistantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="AI Blog Assistant">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          The assistant will draft content from a prompt, suggest titles and a meta description, and propose
          improvements to what you wrote, each ready to use in this editor with one click.
        </p>
        <p>It is not available in this version yet. Everything else in the editor works as usual.</p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} data-autofocus>
          Back to the editor
        </Button>
      </div>
    </Dialog>
  );
}
