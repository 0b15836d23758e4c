// What takes a public dialog's place when its code could not be loaded
// (offline on first use, the server down): the page stays as it was, and
// this modal says so, with Try again (the button keeps the focus while it
// loads, and the message is said again when that fails too) and the
// company's address to write to instead. Light on purpose: it is in every
// public page's first-visit code, where Dialog is not.
import { useId, useRef } from 'react';
import { DIALOG_LOAD, formatMessage } from '../../../domain/shared/messages';
import { Button } from '../Button';
import { keepFocusInside, useModal } from '../focus';
import { useRetry } from '../useRetry';
import { WriteToUs } from './WriteToUs';

export function DialogLoadFailed({
  kind,
  onRetry,
  onClose,
}: {
  kind: keyof typeof DIALOG_LOAD.what;
  /** Loads the dialog's code again; rejects when it fails again. */
  onRetry: () => Promise<unknown>;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();
  const { retrying, failedAgain, retry } = useRetry(onRetry);
  useModal(ref, true);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-16px)] max-w-md rounded-xl p-[16px] shadow-2xl backdrop:bg-slate-900/50 sm:w-[calc(100%-2rem)] sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {formatMessage(DIALOG_LOAD.title, { what: DIALOG_LOAD.what[kind] })}
      </h2>
      <div id={leadId} className="mt-2 space-y-2 text-sm text-slate-700">
        <p>{DIALOG_LOAD.lead}</p>
        <WriteToUs sentence={DIALOG_LOAD.writeToUs} />
      </div>
      {failedAgain ? (
        // A new element each time, so that each failure is announced.
        <p key={failedAgain} role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {DIALOG_LOAD.stillFailing}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button busy={retrying} onClick={retry} data-autofocus>
          {retrying ? DIALOG_LOAD.retrying : DIALOG_LOAD.retry}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {DIALOG_LOAD.close}
        </Button>
      </div>
    </dialog>
  );
}
