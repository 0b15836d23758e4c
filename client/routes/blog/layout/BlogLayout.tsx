// The blog's shared frame: its sub-navigation above every blog page.
import { NavLink, Outlet } from 'react-router-dom';
import { FEED } from '../../../../domain/shared/site';

const links = [
  { to: '/blog', label: 'All posts', end: true },
  { to: '/blog/categories', label: 'Categories', end: false },
  { to: '/blog/authors', label: 'Authors', end: false },
];

export function BlogLayout() {
  return (
    <div>
      <nav
        aria-label="Blog"
        className="mb-8 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-3 print:hidden"
      >
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:text-indigo-700'}`
            }
          >
            {link.label}
          </NavLink>
        ))}
        <a
          href={FEED.path}
          className="ml-auto rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-indigo-700"
        >
          RSS feed
        </a>
      </nav>
      {/* Its screens load within the site's layout (holdsScreens in client/router.tsx). */}
      <Outlet />
    </div>
  );
}
