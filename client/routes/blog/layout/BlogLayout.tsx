// The blog's shared frame: its sub-navigation above every blog page.
import { Outlet } from 'react-router-dom';
import { FEED } from '../../../../domain/shared/site';
import { SectionLink } from '../../../components/SectionLink';

// A category's and an author's page are under their list's tab.
const links = [
  { to: '/blog', label: 'All posts', section: [] },
  { to: '/blog/categories', label: 'Categories', section: ['/blog/category/'] },
  { to: '/blog/authors', label: 'Authors', section: ['/blog/author/'] },
];

export function BlogLayout() {
  return (
    <div>
      <nav
        aria-label="Blog"
        className="mb-8 flex flex-wrap items-center gap-2 border-b border-slate-200 pb-3 print:hidden"
      >
        {links.map((link) => (
          <SectionLink
            key={link.to}
            to={link.to}
            section={link.section}
            className={(current) =>
              `rounded-md px-3 py-1.5 text-sm font-medium ${current ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:text-indigo-700'}`
            }
          >
            {link.label}
          </SectionLink>
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
