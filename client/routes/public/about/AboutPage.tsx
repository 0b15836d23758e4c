// Who we are and how we work.
import { Link } from 'react-router-dom';
import { SITE } from '../../../../domain/shared/site';
import { buttonClass } from '../../../components/Button';
import { FeatureGrid, Section } from '../../../components/marketing/Marketing';
import { PageHeading } from '../../../components/PageHeading';
import { Seo } from '../../../components/seo/Seo';

const LEAD = `${SITE.name} is a small consultancy of product managers and engineers who help teams adopt AI in the work they already do.`;

export default function AboutPage() {
  return (
    <div>
      <Seo title="About" description={LEAD} path="/about" breadcrumbs={[{ name: 'About', path: '/about' }]} />
      <PageHeading title={`About ${SITE.name}`} lead={LEAD} withTitle={false} />
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
      <Section id="principles" title="How we work">
        <FeatureGrid
          items={[
            {
              title: 'Your work, not our slides',
              text: 'Every exercise and every build uses your tasks, your documents and your tools.',
            },
            {
              title: 'Measured, not promised',
              text: 'We agree on a baseline first and report the time saved, in hours, afterwards.',
            },
            {
              title: 'Safe by default',
              text: 'Clear rules about data, review steps where errors are costly, and no shadow tools.',
            },
            {
              title: 'Small and senior',
              text: 'The people you meet in the first call are the people who do the work.',
            },
            {
              title: 'Plain language',
              text: 'No jargon, no hype. If something is not ready for your team, we say so.',
            },
            {
              title: 'Built to hand over',
              text: 'Playbooks, templates and training so your team owns the result.',
            },
          ]}
        />
      </Section>
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
