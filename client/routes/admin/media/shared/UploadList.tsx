// Files on their way: a progress bar per file (with Cancel where the kind
// allows it), then done, cancelled, or why it failed.
import { formatBytes, MEDIA_SCREENS } from '../../../../../domain/media';
import { formatMessage } from '../../../../../domain/shared/messages';
import { Button } from '../../../../components/Button';
import { focusStatic } from '../../../../components/focus';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'waiting' | 'sending' | 'processing' | 'done' | 'failed' | 'cancelled';
  error?: string;
};

const WORDS = MEDIA_SCREENS.uploads;
const STATE_TEXT: Record<UploadItem['state'], string> = WORDS.states;

export function UploadList({
  items,
  label = WORDS.list,
  onCancel,
}: {
  items: readonly UploadItem[];
  label?: string;
  /** Stops a file waiting or on its way; none when this kind cannot be stopped. */
  onCancel?: ((key: string) => void) | null;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="rounded-md bg-white p-3 text-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium text-slate-800">{item.name}</span>
            <span className="flex items-center gap-3">
              <span className={item.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>
                {STATE_TEXT[item.state]}
                {item.state === 'sending' ? ` ${Math.round(item.progress * 100)}%` : ''} ·{' '}
                {formatBytes(item.size)}
              </span>
              {onCancel && (item.state === 'waiting' || item.state === 'sending') ? (
                <Button
                  variant="ghost"
                  aria-label={formatMessage(WORDS.cancelName, { name: item.name })}
                  onClick={(event) => {
                    // The button goes with the upload: the keyboard stays on its row, which says Cancelled.
                    const row = event.currentTarget.closest('li');
                    onCancel(item.key);
                    requestAnimationFrame(() => row?.isConnected && focusStatic(row));
                  }}
                >
                  {WORDS.cancel}
                </Button>
              ) : null}
            </span>
          </div>
          <progress
            className="mt-2 h-2 w-full accent-indigo-600"
            max={1}
            value={item.state === 'done' ? 1 : item.progress}
            aria-label={formatMessage(WORDS.progress, { name: item.name, state: STATE_TEXT[item.state] })}
          />
          {item.error ? <p className="mt-1 text-red-700">{item.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Replaces the item with `key` by `change(item)`. */
export const updateItem = (items: readonly UploadItem[], key: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));
