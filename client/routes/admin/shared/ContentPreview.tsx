// The body as the site will show it: the server sanitizes it with the same
// rules as published posts (no sanitizer ships to the browser), a moment
// after typing stops.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ContentPreviewQuery } from '../../../__generated__/ContentPreviewQuery.graphql';

const PREVIEW_DELAY_MS = 300;

const previewQuery = graphql`
  query ContentPreviewQuery($html: String!) {
    contentPreview(html: $html)
  }
`;

export function ContentPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const environment = useRelayEnvironment();
  const [preview, setPreview] = useState<{ html: string; failed: boolean } | null>(null);

  useEffect(() => {
    if (html.trim() === '') {
      setPreview({ html: '', failed: false });
      return;
    }
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<ContentPreviewQuery>(
        environment,
        previewQuery,
        { html },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (data) => setPreview({ html: data.contentPreview, failed: false }),
        error: () => setPreview((current) => ({ html: current?.html ?? '', failed: true })),
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, html]);

  return (
    // A long article scrolls inside the preview (focusable, so the keyboard
    // scrolls it too) instead of pushing the rest of the editor down.
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[min(70vh,48rem)] overflow-y-auto rounded-lg bg-white p-5 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h2>
      {preview?.failed ? (
        <p className="mb-3 text-sm text-amber-800">The preview could not be updated.</p>
      ) : null}
      {preview && preview.html !== '' ? (
        <div
          className="post-content"
          data-testid="content-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (contentPreview).
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      ) : (
        <p className="text-sm text-slate-500">Nothing to preview yet.</p>
      )}
    </section>
  );
}
