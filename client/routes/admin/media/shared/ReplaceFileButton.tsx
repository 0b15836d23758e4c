// An edit dialog's Replace file button (an image's, a video's): it opens the
// file chooser (by keyboard too: the file input itself is hidden), hands the
// chosen file on, and shows the upload's progress while it is sent.
import { useRef } from 'react';
import { Button } from '../../../../components/Button';

export function ReplaceFileButton({
  label,
  busyLabel,
  busy,
  accept,
  progress,
  progressLabel,
  onFile,
}: {
  label: string;
  /** The button's words while the file is sent. */
  busyLabel: string;
  /** The file is sent (or, for a video, processed): the button does nothing until that ends. */
  busy: { sending: boolean; other?: boolean };
  accept: string;
  /** The part sent (0 to 1) while it is sent, else null. */
  progress: number | null;
  progressLabel: string;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="secondary" busy={busy.sending || busy.other} onClick={() => input.current?.click()}>
        {busy.sending ? busyLabel : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {progress !== null ? (
        <progress className="h-2 w-full" max={1} value={progress} aria-label={progressLabel} />
      ) : null}
    </>
  );
}
