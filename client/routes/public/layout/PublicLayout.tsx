// The public site's frame: header with navigation, the page, and the footer.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { FEED, SITE } from '../../../../domain/shared/site';
import { ConversionProvider } from '../../../components/conversion/ConversionProvider';
import { MenuButton, useMenu } from '../../../components/MenuButton';
import { SectionLink } from '../../../components/SectionLink';
import { SkipLink } from '../../../components/SkipLink';
import { Spinner } from '../../../components/Spinner';
import { useNavigationPending } from '../../../routing/AppRouter';
import { MarkOnCommit, PAGE_HYDRATED_MARK } from '../../../routing/marks';

/** Each entry's `section`: the path prefixes of the pages under it (its link is aria-current="true" there). */
export const PUBLIC_NAV = [
  { to: '/ai-workshop', label: 'AI Workshop' },
  { to: '/fractional-pm', label: 'Fractional PM' },
  { to: '/courses', label: 'Courses', section: ['/course/', '/course-outline'] },
  { to: '/blog', label: 'Blog', section: ['/blog/'] },
  { to: '/survey', label: 'Surveys', section: ['/survey/'] },
  { to: '/about', label: 'About' },
] as const;

const FOOTER_EXTRA = [
  { to: '/course-outline', label: 'Course outline' },
  { to: '/timeline', label: 'Timeline' },
  { to: '/blog/categories', label: 'Blog categories' },
] as const;

const navClass = (current: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium ${current ? 'text-indigo-700' : 'text-slate-700 hover:text-indigo-700'}`;

export function PublicLayout() {
  // The page shown stays while the next one loads (holdsScreens): the bar says it is coming.
  const pending = useNavigationPending();
  return (
    <ConversionProvider>
      <div className="flex min-h-screen flex-col bg-white text-slate-900">
        {pending ? <div data-page-progress className="page-progress" aria-hidden="true" /> : null}
        <SkipLink to="main" />
        <SiteHeader />
        <main
          id="main"
          tabIndex={-1}
          aria-busy={pending || undefined}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6"
        >
          <Suspense fallback={<Spinner className="py-20" />}>
            <Outlet />
            <MarkOnCommit name={PAGE_HYDRATED_MARK} />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </ConversionProvider>
  );
}

/**
 * The header, with the phone menu's state its own: the menu turns interactive
 * in an effect right after hydration, and that update re-renders this header
 * only. In the layout, it re-rendered the page's Suspense boundary while React
 * had not hydrated it yet (a boundary hydrates after the shell, in slices),
 * and React then hydrated the whole page at once to apply it: one long task.
 */
function SiteHeader() {
  const menu = useMenu('site-nav', 'flex');
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <Link to="/" className="text-lg font-bold tracking-tight text-slate-900">
          {SITE.name}
        </Link>
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

function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-slate-600 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-semibold text-slate-900">{SITE.name}</p>
          <p className="mt-2">{SITE.tagline}.</p>
        </div>
        <nav aria-label="Footer" className="print:hidden">
          <ul className="grid grid-cols-2 gap-2">
            {[...PUBLIC_NAV, ...FOOTER_EXTRA].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-indigo-700">
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={FEED.path} className="hover:text-indigo-700">
                RSS feed
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-2">
          <p>Remote-first, working with teams across Europe and North America.</p>
          <p>
            © {new Date().getFullYear()} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
