// The landing page.
import { Link } from 'react-router-dom';
import { SITE } from '../../../../domain/site';
import { buttonClass } from '../../../components/Button';
import { CtaBlock } from '../../../components/conversion/CtaBlock';
import { documentTitle } from '../../../components/PageHeading';

export default function HomePage() {
  return (
    <div className="space-y-16">
      <title>{documentTitle(SITE.name)}</title>
      <section className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{SITE.tagline}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Put AI to work in your team, with people who have shipped it.
        </h1>
        <p className="mt-5 text-lg text-slate-600">{SITE.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/ai-workshop" className={buttonClass('primary')}>
            Explore the AI workshop
          </Link>
          <Link to="/fractional-pm" className={buttonClass('secondary')}>
            Fractional product management
          </Link>
        </div>
      </section>
      <CtaBlock />
    </div>
  );
}
