// The public site's header: the site's name, the main navigation and, on a
// phone, its ☰ menu. An island (client/islands/Island.tsx): on an island
// page it is hydrated on its own, its links loading pages.
import { SITE } from '../../../../domain/shared/site';
import { MenuButton, useMenu } from '../../../components/MenuButton';
import { AppLink } from '../../../components/pageNav';
import { SectionLink } from '../../../components/SectionLink';
import { island } from '../../../islands/Island';

/** Each entry's `section`: the path prefixes of the pages under it (its link is aria-current="true" there). */
export const PUBLIC_NAV = [
  { to: '/ai-workshop', label: 'AI Workshop' },
  { to: '/fractional-pm', label: 'Fractional PM' },
  { to: '/courses', label: 'Courses', section: ['/course/', '/course-outline'] },
  { to: '/blog', label: 'Blog', section: ['/blog/'] },
  { to: '/survey', label: 'Surveys', section: ['/survey/'] },
  { to: '/about', label: 'About' },
] as const;

const navClass = (current: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium ${current ? 'text-indigo-700' : 'text-slate-700 hover:text-indigo-700'}`;

/**
 * The header, with the phone menu's state its own: the menu turns interactive
 * in an effect right after hydration, and that update re-renders this header
 * only. In the layout, it re-rendered the page's Suspense boundary while React
 * had not hydrated it yet (a boundary hydrates after the shell, in slices),
 * and React then hydrated the whole page at once to apply it: one long task.
 */
export function SiteHeader() {
  const menu = useMenu('site-nav', 'flex');
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <AppLink to="/" className="text-lg font-bold tracking-tight text-slate-900">
          {SITE.name}
        </AppLink>
        <MenuButton menu={menu} controls="site-nav" />
        <nav
          id="site-nav"
          aria-label="Main"
          className={`${menu.navClass} absolute left-0 right-0 top-14 z-40 flex-col border-b border-slate-200 bg-white p-4 md:static md:flex md:flex-row md:border-0 md:p-0 print:hidden`}
        >
          {PUBLIC_NAV.map((item) => (
            <SectionLink
              key={item.to}
              to={item.to}
              section={'section' in item ? item.section : undefined}
              className={navClass}
              onClick={menu.close}
            >
              {item.label}
            </SectionLink>
          ))}
        </nav>
      </div>
    </header>
  );
}

export const SiteHeaderIsland = island('SiteHeader', SiteHeader);
