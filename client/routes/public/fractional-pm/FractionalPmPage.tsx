// Fractional product management: what a part-time senior PM does for a
// team, and the calendar opener to book a call.
import { Button } from '../../../components/Button';
import { useConversion } from '../../../components/conversion/ConversionProvider';
import { Faq, FeatureGrid, Hero, Section, Steps } from '../../../components/marketing/Marketing';
import { Seo } from '../../../components/seo/Seo';

const DESCRIPTION =
  'A senior product manager for two or three days a week: discovery, a roadmap engineering trusts, and AI features that ship and get used.';

export default function FractionalPmPage() {
  const { openScheduler, openContact } = useConversion();
  return (
    <div>
      <Seo
        title="Fractional product management"
        description={DESCRIPTION}
        path="/fractional-pm"
        breadcrumbs={[{ name: 'Fractional PM', path: '/fractional-pm' }]}
      />
      <Hero
        eyebrow="Fractional PM"
        title="Senior product leadership, without the full-time hire."
        lead="You have engineers, customers and more ideas than time. We join as your product manager a few days a week, set up the product habits that outlast us, and help you decide which AI features are worth building."
      >
        <Button onClick={openScheduler}>Book a 30-minute call</Button>
        <Button variant="secondary" onClick={() => openContact('Fractional PM Services')}>
          Send us a message
        </Button>
      </Hero>

      <Section id="when" title="When a fractional PM makes sense">
        <FeatureGrid
          items={[
            {
              title: 'Your founders are the product team',
              text: 'And they are also selling, hiring and fundraising. We take discovery and prioritisation off their plate.',
            },
            {
              title: 'Engineering is waiting on decisions',
              text: 'Specs arrive late or change mid-sprint. We write them with the engineers, ahead of the work.',
            },
            {
              title: 'You are adding AI to the product',
              text: 'We separate the features customers will pay for from the demos, and define how you will measure quality.',
            },
            {
              title: 'You are between product hires',
              text: 'We keep the roadmap moving, then help you hire and onboard the permanent PM.',
            },
          ]}
        />
      </Section>

      <Section id="first-90-days" title="The first 90 days">
        <Steps
          items={[
            {
              title: 'Weeks 1–3: listen',
              text: 'Customer interviews, a look at usage data and support tickets, and a candid read of the current roadmap.',
            },
            {
              title: 'Weeks 4–8: focus',
              text: 'One outcome per quarter, a roadmap the team believes in, and a delivery rhythm with clear owners.',
            },
            {
              title: 'Weeks 9–12: hand over',
              text: 'Rituals, templates and metrics documented, so the habits keep running whether we stay or not.',
            },
          ]}
        />
      </Section>

      <Section id="faq" title="Common questions">
        <Faq
          items={[
            {
              question: 'How many days a week?',
              answer:
                'Usually two or three, fixed days so your team knows when we are there. Monthly terms, one month’s notice.',
            },
            {
              question: 'Remote or on site?',
              answer: 'Mostly remote, with on-site days for planning and customer visits when they pay off.',
            },
            {
              question: 'Which stages do you work with?',
              answer:
                'Seed to Series B software companies, and product teams inside larger firms launching something new.',
            },
          ]}
        />
      </Section>

      <section
        className="my-10 rounded-2xl bg-slate-900 px-6 py-10 text-white sm:px-10"
        aria-labelledby="book-heading"
      >
        <h2 id="book-heading" className="text-2xl font-bold">
          See if we are a fit
        </h2>
        <p className="mt-3 max-w-2xl text-slate-200">
          Pick a 30-minute slot in our calendar. Bring your roadmap, or just the problem that keeps you up at
          night.
        </p>
        <Button className="mt-6" onClick={openScheduler}>
          Open the calendar
        </Button>
      </section>
    </div>
  );
}
