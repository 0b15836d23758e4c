// A message box: errors are announced immediately, others politely.
import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

export function Alert({
  tone = 'info',
  title,
  titleId,
  children,
  live = true,
  action,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  /** The title's id, for a part of the message it describes (aria-describedby). */
  titleId?: string;
  children?: ReactNode;
  /**
   * False inside a live region kept on the page (useNotice's), which
   * announces it: a status added with its text already in it is often not
   * read out, and one inside another would be read twice.
   */
  live?: boolean;
  /** A control beside the message (a button hiding it). */
  action?: ReactNode;
}) {
  const message = (
    <>
      {title ? (
        <p id={titleId} className="font-semibold">
          {title}
        </p>
      ) : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </>
  );
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={`rounded-md border p-4 text-sm ${TONES[tone]} ${action ? 'flex flex-wrap items-start justify-between gap-x-4 gap-y-2' : ''}`}
    >
      {action ? (
        <>
          <div className="min-w-0 flex-1 basis-64">{message}</div>
          {action}
        </>
      ) : (
        message
      )}
    </div>
  );
}
