// A navigation link that says where the visitor is: aria-current="page" on
// its own page, "true" on a page of its section (a post under Blog, a course
// under Courses), so a screen reader does not call a sub-page the section's
// page. NavLink says "page" for both.
import type { ReactNode } from 'react';
import { AppLink, usePageNav } from './pageNav';

export type SectionCurrent = 'page' | 'true' | undefined;

/** How the link to `to` stands to `pathname`; `section` lists the path prefixes of its sub-pages. */
export function sectionCurrent(
  pathname: string,
  to: string,
  section: readonly string[] = [],
): SectionCurrent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return 'page';
  return section.some((prefix) => path.startsWith(prefix)) ? 'true' : undefined;
}

export function SectionLink({
  to,
  section,
  className,
  onClick,
  children,
}: {
  to: string;
  section?: readonly string[];
  className: (current: boolean) => string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const current = sectionCurrent(usePageNav().pathname, to, section);
  return (
    <AppLink to={to} aria-current={current} className={className(current !== undefined)} onClick={onClick}>
      {children}
    </AppLink>
  );
}
