// The top of a public page: its <Seo> (title, description, breadcrumbs from
// `trail` down to this page) and its visible heading with the lead.
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { Seo } from './seo/Seo';
import type { Crumb } from './seo/structuredData';

export function PageIntro({
  title,
  lead,
  path,
  seoTitle = title,
  description = lead,
  crumb = title,
  trail = [],
  noIndex,
  children,
}: {
  /** The page's heading. */
  title: string;
  lead: string;
  path: string;
  /** The document title, when it differs from the heading. */
  seoTitle?: string;
  /** The meta description, when it differs from the lead. */
  description?: string;
  /** This page's name in the breadcrumbs, when it differs from the heading. */
  crumb?: string;
  /** The pages above this one. */
  trail?: Crumb[];
  noIndex?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Seo
        title={seoTitle}
        description={description}
        path={path}
        breadcrumbs={[...trail, { name: crumb, path }]}
        noIndex={noIndex}
      />
      <PageHeading title={title} lead={lead} withTitle={false}>
        {children}
      </PageHeading>
    </>
  );
}
