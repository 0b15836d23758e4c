// Deleting an image or a video, confirmed. While posts or courses show it the
// server refuses and names them (AssetInUseError, VideoInUseError); the admin
// may then have it taken out of all of them and deleted, in one confirmation.
import { type ReactNode, useState } from 'react';
import { usesCount } from '../../../../../domain/media';
import { Alert } from '../../../../components/Alert';
import { useFailure } from '../../auth/useFailure';
import { DeleteDialog } from '../../kit/ConfirmDialog';

export type MediaUse = { readonly kind: string; readonly id: string; readonly title: string };

/** What a delete came to: done, refused as in use (with the uses), or failed (with why). */
export type MediaDeleteOutcome =
  | { deleted: true }
  | { inUse: { message: string; uses: readonly MediaUse[] } }
  | { failed: string };

export function MediaDeleteDialog({
  noun,
  children,
  remove,
  busy,
  failedMessage,
  onClose,
  onDeleted,
}: {
  noun: 'image' | 'video';
  /** What the first confirmation says is deleted. */
  children: ReactNode;
  /** Sends the delete; `removeEverywhere` once the admin has confirmed the uses. */
  remove: (removeEverywhere: boolean) => Promise<MediaDeleteOutcome>;
  busy: boolean;
  failedMessage: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [inUse, setInUse] = useState<{ message: string; uses: readonly MediaUse[] } | null>(null);
  const [failed, setFailed] = useFailure<string>();

  const confirm = async () => {
    setFailed(null);
    let outcome: MediaDeleteOutcome;
    try {
      outcome = await remove(inUse !== null);
    } catch {
      outcome = { failed: failedMessage };
    }
    if ('inUse' in outcome) setInUse(outcome.inUse);
    else if ('failed' in outcome) setFailed(outcome.failed || failedMessage);
    else onDeleted();
  };

  return (
    <DeleteDialog
      noun={noun}
      open
      title={inUse ? `This ${noun} is in use` : undefined}
      confirmLabel={inUse ? `Remove from ${usesCount(inUse.uses)} and delete` : undefined}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      {inUse ? (
        <>
          <p>{inUse.message}:</p>
          <ul className="list-disc pl-5">
            {inUse.uses.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.title} <span className="text-slate-500">({use.kind})</span>
              </li>
            ))}
          </ul>
          <p>Deleting it takes it out of each of them first. This cannot be undone.</p>
        </>
      ) : (
        children
      )}
    </DeleteDialog>
  );
}
