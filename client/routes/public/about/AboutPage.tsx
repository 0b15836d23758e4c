// Who we are and how we work.
import { Link } from 'react-router-dom';
import { SITE } from '../../../../domain/shared/site';
import { buttonClass } from '../../../components/Button';
import { type MarketingSection, MarketingSections } from '../../../components/marketing/Marketing';
import { PageIntro } from '../../../components/PageIntro';
import content from '../../../content/about.json';

const copy = content as { sections: MarketingSection[] };
const LEAD = `${SITE.name} is a small consultancy of product managers and engineers who help teams adopt AI in the work they already do.`;

export default function AboutPage() {
  return (
    <div>
      <PageIntro seoTitle="About" crumb="About" title={`About ${SITE.name}`} lead={LEAD} path="/about" />
      <div className="max-w-3xl space-y-4 text-lg text-slate-700">
        <p>
          We started {SITE.name} after years of building software products and watching the same thing happen
          with every new technology: a burst of excitement, a few demos, and then very little change in how
          people actually work. AI is different only in how fast it moves.
        </p>
        <p>
          So we teach and build the unglamorous way. We start from the tasks that fill your team’s week,
          measure how long they take, and change them one at a time. When the product itself needs to change,
          we join as your product manager and stay until the new habits run without us.
        </p>
      </div>
      <MarketingSections sections={copy.sections} />
      <div className="flex flex-wrap gap-3">
        <Link to="/timeline" className={buttonClass('secondary')}>
          Our story so far
        </Link>
        <Link to="/blog/authors" className={buttonClass('ghost')}>
          Meet the team
        </Link>
      </div>
    </div>
  );
}
