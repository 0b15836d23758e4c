// The heading of a page, with an optional lead paragraph, and the document
// title (pages that render <Seo> set withTitle={false}: it sets the title).
import type { ReactNode } from 'react';
import { SITE } from '../../domain/shared/site';

export function documentTitle(title: string): string {
  return title === SITE.name ? `${SITE.name} · ${SITE.tagline}` : `${title} · ${SITE.name}`;
}

export function PageHeading({
  title,
  lead,
  eyebrow,
  children,
  withTitle = true,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  withTitle?: boolean;
}) {
  return (
    <header className="mb-8">
      {withTitle ? <title>{documentTitle(title)}</title> : null}
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p> : null}
      {children}
    </header>
  );
}
