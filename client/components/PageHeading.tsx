// The heading of a page, with an optional lead paragraph, and the document title.
import type { ReactNode } from 'react';
import { SITE } from '../../domain/site';

export function documentTitle(title: string): string {
  return title === SITE.name ? `${SITE.name} · ${SITE.tagline}` : `${title} · ${SITE.name}`;
}

export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      <title>{documentTitle(title)}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p> : null}
      {children}
    </header>
  );
}
