// The public site's frame: header with navigation, the page, and the footer,
// then the conversion host (floating contact menu, dialogs). The header and
// the host are islands (client/islands/Island.tsx): on an island page they
// are hydrated on their own, and the rest of the frame stays the server's HTML.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { FEED, SITE } from '../../../../domain/shared/site';
import { ConversionHostIsland } from '../../../components/conversion/ConversionHost';
import { SkipLink } from '../../../components/SkipLink';
import { Spinner } from '../../../components/Spinner';
import { useNavigationPending } from '../../../routing/AppRouter';
import { MarkOnCommit, PAGE_HYDRATED_MARK } from '../../../routing/marks';
import { PUBLIC_NAV, SiteHeaderIsland } from './SiteHeader';

export { PUBLIC_NAV };

const FOOTER_EXTRA = [
  { to: '/course-outline', label: 'Course outline' },
  { to: '/timeline', label: 'Timeline' },
  { to: '/blog/categories', label: 'Blog categories' },
] as const;

export function PublicLayout() {
  // The page shown stays while the next one loads (holdsScreens): the bar says it is coming.
  const pending = useNavigationPending();
  return (
    <>
      <div className="flex min-h-screen flex-col bg-white text-slate-900">
        {pending ? <div data-page-progress className="page-progress" aria-hidden="true" /> : null}
        <SkipLink to="main" />
        <SiteHeaderIsland />
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
      <ConversionHostIsland />
    </>
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
