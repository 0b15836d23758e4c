// A post's status as a badge: draft, scheduled (with its date) or published.
const STYLES = {
  DRAFT: 'bg-slate-100 text-slate-800',
  SCHEDULED: 'bg-amber-100 text-amber-900',
  PUBLISHED: 'bg-green-100 text-green-900',
} as const;

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function PostStatusBadge({
  status,
  publishedAt,
}: {
  status: keyof typeof STYLES;
  publishedAt?: string | null;
}) {
  const label =
    status === 'SCHEDULED' && publishedAt
      ? `Scheduled for ${WHEN.format(new Date(publishedAt))}`
      : status.charAt(0) + status.slice(1).toLowerCase();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status]}`}>
      {label}
    </span>
  );
}
