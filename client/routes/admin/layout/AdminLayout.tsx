// The guarded admin area: checks the session (spinner while loading), sends
// visitors without one to /admin/login, and frames every admin screen.
import { Suspense, useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AUTH } from '../../../../domain/shared/messages';
import { SITE } from '../../../../domain/shared/site';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { MenuButton, useMenu } from '../../../components/MenuButton';
import { SkipLink } from '../../../components/SkipLink';
import { Spinner } from '../../../components/Spinner';
import { RetryFailedScreens } from '../../../routing/RouteErrorBoundary';
import { useAuth } from '../auth/AuthProvider';
import { SessionEndedDialog } from '../auth/SessionEndedDialog';
import { resourceNavigation } from '../kit/registry';
import { ADMIN_RESOURCES } from '../resources';

/** The menu, made from the same list as the routes. */
export const ADMIN_NAV = resourceNavigation(ADMIN_RESOURCES);

export function AdminLayout() {
  const auth = useAuth();
  const location = useLocation();
  const { initialized, loading, checkAuth } = auth;

  useEffect(() => {
    if (!initialized && !loading) void checkAuth();
  }, [initialized, loading, checkAuth]);

  if (!initialized || (auth.loading && !auth.user)) {
    return <Spinner label="Checking your session…" className="min-h-screen" />;
  }
  if (!auth.user) {
    if (auth.error) return <AuthErrorScreen message={auth.error} />;
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <AdminFrame />;
}

function AuthErrorScreen({ message }: { message: string }) {
  const navigate = useNavigate();
  const { clearError } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md space-y-4 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <Alert tone="error" title={message}>
          {AUTH.tryAgain}
        </Alert>
        <Button
          onClick={() => {
            clearError();
            navigate('/admin/login', { replace: true });
          }}
        >
          Back to Login
        </Button>
      </div>
    </main>
  );
}

function AdminFrame() {
  const auth = useAuth();
  const menu = useMenu('admin-nav', 'block');
  const signOut = async () => {
    const { error } = await auth.signOut();
    // A full page load drops every admin record cached in this tab.
    if (!error) window.location.replace('/admin/login');
  };
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <SkipLink to="admin-main" />
      <aside className="border-b border-slate-200 bg-white md:min-h-screen md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="flex items-center justify-between px-4 py-4">
          <Link to="/admin" className="font-bold text-slate-900">
            {SITE.name} <span className="font-normal text-slate-500">Admin</span>
          </Link>
          <MenuButton menu={menu} controls="admin-nav" />
        </div>
        <nav id="admin-nav" aria-label="Admin" className={`${menu.navClass} px-2 pb-4 md:block`}>
          {ADMIN_NAV.map((section) => (
            <div key={section.heading} className="mb-4">
              <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {section.heading}
              </p>
              <ul className="mt-1 space-y-0.5">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      onClick={menu.close}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      {/* min-w-0: a wide table scrolls inside its own box instead of widening the page. */}
      <div className="min-w-0 flex-1">
        {/* A long address wraps within the screen (pushed right, it would run off the left edge,
            where no scrolling reaches it); Sign out keeps its words on one line beside it. */}
        <header className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-6 py-3">
          <span className="min-w-0 text-right text-sm text-slate-600 wrap-anywhere">{auth.user?.email}</span>
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={signOut}
            busy={auth.loading}
          >
            {auth.loading ? 'Signing out...' : 'Sign out'}
          </Button>
        </header>
        {auth.error ? (
          <div className="px-6 pt-4">
            <Alert tone="error">{auth.error}</Alert>
          </div>
        ) : null}
        {/* break-words: a long address or URL (an email, a note's link) wraps at the
            edge of its card instead of running off the screen. */}
        <main id="admin-main" tabIndex={-1} className="break-words px-6 py-8">
          {/* A screen that failed while the session had ended loads again once the admin signs in. */}
          <RetryFailedScreens.Provider value={auth.resumedAt}>
            <Suspense fallback={<Spinner className="py-20" />}>
              <Outlet />
            </Suspense>
          </RetryFailedScreens.Provider>
        </main>
      </div>
      <SessionEndedDialog />
    </div>
  );
}
