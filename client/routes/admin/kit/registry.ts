// Routes and navigation made from one list of registered resources.
import type { AppRoute } from '../../../routing/AppRoutes';
import { NAV_SECTIONS, type NavSection, type RegisteredResource } from './resource';

/** The routes of the resources, relative to /admin ('' is the index). */
export function resourceRoutes(resources: readonly RegisteredResource[]): AppRoute[] {
  return resources.flatMap(({ resource: { path }, screen, editor, more = [] }) => {
    const below = (child: string) => (path ? `${path}/${child}` : child);
    return [
      path ? { path, entryPoint: screen } : { index: true, entryPoint: screen },
      ...(editor
        ? [
            { path: below('new'), entryPoint: editor },
            { path: below(':id'), entryPoint: editor },
          ]
        : []),
      ...more.map((route) => ({ path: below(route.path), entryPoint: route.screen })),
    ];
  });
}

export type NavLinkEntry = { to: string; label: string; end?: boolean };

/** The navigation: a heading for each section that has a resource, its links in list order. */
export function resourceNavigation(
  resources: readonly RegisteredResource[],
): { heading: NavSection; links: NavLinkEntry[] }[] {
  return NAV_SECTIONS.map((heading) => ({
    heading,
    links: resources.flatMap(({ resource }) =>
      resource.nav?.section === heading
        ? [
            {
              to: resource.path ? `/admin/${resource.path}` : '/admin',
              label: resource.nav.label,
              ...(resource.nav.end ? { end: true } : {}),
            },
          ]
        : [],
    ),
  })).filter((section) => section.links.length > 0);
}
