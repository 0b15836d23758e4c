// A row's state as a small coloured label (published, draft, failed...).
import type { ReactNode } from 'react';

export const BADGE_TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    // Whole words always: a badge beside a long title neither wraps nor breaks.
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}
