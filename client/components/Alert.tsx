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
  children,
  live = true,
}: {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  /**
   * False inside a live region kept on the page (useNotice's), which
   * announces it: a status added with its text already in it is often not
   * read out, and one inside another would be read twice.
   */
  live?: boolean;
}) {
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={`rounded-md border p-4 text-sm ${TONES[tone]}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
