// Where files come in: dropped on the zone or chosen with the button (so the
// keyboard and phones can upload too). Each file is checked before it is
// sent; refused ones are listed with the reason, the rest go to `onFiles`.
// While a zone takes no more files (`busy`: one is on its way), its button
// keeps the focus: disabled, it would drop the keyboard to the page's body.
import { type DragEvent, useId, useRef, useState } from 'react';
import { MAX_FILES_PER_DROP, MEDIA_SCREENS, tooManyFilesMessage } from '../../../../../domain/media';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';

export function DropZone({
  label,
  hint,
  accept,
  problem,
  onFiles,
  busy = false,
  multiple = true,
}: {
  /** The button's text, e.g. 'Choose images'. */
  label: string;
  hint: string;
  accept: string;
  /** Why a file is refused, or null. */
  problem: (file: File) => string | null;
  /** The accepted files, and how many others of the same drop or choice were refused. */
  onFiles: (files: File[], refused: number) => void;
  /** Files are on their way and no more are taken until they are in. */
  busy?: boolean;
  multiple?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (files.length > (multiple ? MAX_FILES_PER_DROP : 1)) {
      setRefused([tooManyFilesMessage(multiple ? MAX_FILES_PER_DROP : 1)]);
      return;
    }
    const problems = files.map(problem);
    const reasons = problems.filter((text): text is string => text !== null);
    setRefused(reasons);
    const accepted = files.filter((_file, index) => problems[index] === null);
    if (accepted.length > 0) onFiles(accepted, reasons.length);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!busy) take(event.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside serves the keyboard. */}
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center text-sm ${
          over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white'
        }`}
      >
        <p id={hintId} className="text-slate-600">
          {hint}
        </p>
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {refused.length > 0 ? (
        <Alert tone="error" title={MEDIA_SCREENS.dropZone.refused}>
          <ul className="list-disc pl-5">
            {refused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
