// A post's status as a badge: draft, scheduled (with its date) or published.
import type { Badge } from '../kit/columns';
import { formatDateTime } from '../kit/formatDateTime';
import { StatusBadge } from '../kit/StatusBadge';

type PostStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

const TONES = { DRAFT: 'neutral', SCHEDULED: 'warning', PUBLISHED: 'success' } as const;

export const postBadge = (status: PostStatus, publishedAt?: string | null): Badge => ({
  tone: TONES[status],
  label:
    status === 'SCHEDULED' && publishedAt
      ? `Scheduled for ${formatDateTime(publishedAt)}`
      : status.charAt(0) + status.slice(1).toLowerCase(),
});

export function PostStatusBadge({
  status,
  publishedAt,
}: {
  status: PostStatus;
  publishedAt?: string | null;
}) {
  const { tone, label } = postBadge(status, publishedAt);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
