// The trail above a post or a course: links to the pages it sits under,
// separated by "/" (drawn by CSS, so a screen reader reads the links alone).
// The page itself is its heading, not a link at the trail's end.
import { Link } from 'react-router-dom';

export function Breadcrumbs({ trail }: { trail: readonly { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600 wrap-anywhere">
      <ol className="flex flex-wrap gap-1">
        {trail.map((crumb) => (
          <li key={crumb.path} className="not-last:after:ml-1 not-last:after:content-['/']">
            <Link to={crumb.path} className="hover:text-indigo-700">
              {crumb.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
