// Our story, as a timeline.
import { PageIntro } from '../../../components/PageIntro';

const LEAD =
  'From a side project teaching prompt writing to a team that trains, builds and leads products with AI.';

const EVENTS = [
  {
    when: '2023',
    title: 'The first workshop',
    text: 'Maya Chen runs a half-day prompt-writing session for a former colleague’s support team. Their reply time drops by a third within a month.',
  },
  {
    when: '2024',
    title: 'Meridian Lab is founded',
    text: 'Word of mouth turns into a waiting list. We formalise the workshop, add the AI audit, and take on our first fractional product engagement.',
  },
  {
    when: '2025',
    title: 'Courses and agents',
    text: 'Priya Raman joins to lead agent and automation work, and the first public cohorts of our courses run online.',
  },
  {
    when: '2026',
    title: 'Fractional PM practice',
    text: 'Daniel Okafor builds out fractional product management for seed and Series A startups shipping AI features.',
  },
  {
    when: 'Next',
    title: 'Your team',
    text: 'We take on a handful of new teams each quarter. Tell us where you want AI to make a difference.',
  },
] as const;

export default function TimelinePage() {
  return (
    <div>
      <PageIntro
        seoTitle="Timeline"
        title="Our timeline"
        crumb="Timeline"
        lead={LEAD}
        path="/timeline"
        trail={[{ name: 'About', path: '/about' }]}
      />
      <ol className="relative max-w-3xl border-l-2 border-indigo-200 pl-8">
        {EVENTS.map((event) => (
          <li key={event.when} className="relative mb-10 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[2.6rem] top-1 h-4 w-4 rounded-full border-4 border-white bg-indigo-600 ring-2 ring-indigo-200"
            />
            <p className="text-sm font-semibold text-indigo-700">{event.when}</p>
            <h2 className="mt-1 text-xl font-semibold text-slate-900">{event.title}</h2>
            <p className="mt-2 text-slate-600">{event.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
