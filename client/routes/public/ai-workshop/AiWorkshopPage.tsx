// The AI workshop: what a day with us looks like, who it is for, and how to
// book it.
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/Button';
import { useConversion } from '../../../components/conversion/ConversionProvider';
import { Faq, FeatureGrid, Hero, Section, Steps } from '../../../components/marketing/Marketing';
import { Seo } from '../../../components/seo/Seo';

const DESCRIPTION =
  'A one-day, hands-on AI workshop for teams: your people build working prompts and automations on their own tasks, and leave with a playbook.';

export default function AiWorkshopPage() {
  const { openContact, openBooking } = useConversion();
  return (
    <div>
      <Seo
        title="AI Workshop"
        description={DESCRIPTION}
        path="/ai-workshop"
        breadcrumbs={[{ name: 'AI Workshop', path: '/ai-workshop' }]}
      />
      <Hero
        eyebrow="AI Workshop"
        title="One day. Your team’s real work. Measurable time saved."
        lead="Most AI training shows slides of someone else’s use cases. Ours has your people building prompts, templates and small automations on the tasks that fill their week, so the habits stick on Monday."
      >
        <Button onClick={openBooking}>Plan a workshop</Button>
        <Button variant="secondary" onClick={() => openContact('Training Information')}>
          Ask a question
        </Button>
      </Hero>

      <Section id="outcomes" title="What your team leaves with">
        <FeatureGrid
          items={[
            {
              title: 'A shared prompt library',
              text: 'Reusable, reviewed prompts for your recurring tasks, written by the people who do them.',
            },
            {
              title: 'Two working automations',
              text: 'Small workflows that take a task from hours to minutes, with a human check where it matters.',
            },
            {
              title: 'Clear rules of use',
              text: 'What data may go where, how to check output, and who owns which tool: a one-page policy your team agreed on.',
            },
            {
              title: 'A baseline and a target',
              text: 'Time spent on the chosen tasks before the workshop, and the number we will check again in 30 days.',
            },
            {
              title: 'Confidence, not hype',
              text: 'An honest sense of where AI helps, where it does not, and how to tell the difference.',
            },
            {
              title: 'A follow-up session',
              text: 'Ninety minutes a month later to fix what did not stick and extend what did.',
            },
          ]}
        />
      </Section>

      <Section id="agenda" title="How the day runs">
        <Steps
          items={[
            {
              title: 'Morning: foundations on your tasks',
              text: 'How language models behave, where they fail, and prompt patterns that hold up, practised on examples your team brought.',
            },
            {
              title: 'Afternoon: build',
              text: 'Small groups turn their highest-value task into a reusable prompt or automation, with a facilitator at each table.',
            },
            {
              title: 'Close: commit',
              text: 'Each group demos, the team agrees on rules of use, and everyone leaves with the next three things to try.',
            },
          ]}
        />
      </Section>

      <Section id="faq" title="Questions teams ask">
        <Faq
          items={[
            {
              question: 'Who is it for?',
              answer:
                'Teams of 6 to 30 people in operations, marketing, sales, support or product. No technical background is needed; engineers are welcome.',
            },
            {
              question: 'Online or in person?',
              answer:
                'Either. In person works best for a single office; online runs as two half-days so nobody spends eight hours on a call.',
            },
            {
              question: 'Which AI tools do you use?',
              answer:
                'The ones your company already pays for or approves. We adapt the exercises to ChatGPT, Claude, Copilot or Gemini.',
            },
            {
              question: 'What does it cost?',
              answer:
                'A fixed price per day depending on group size, including preparation and the follow-up session. Ask us for a quote.',
            },
          ]}
        />
      </Section>

      <div className="my-10 flex flex-wrap gap-3">
        <Link to="/course-outline" className={buttonClass('secondary')}>
          See the full course outline
        </Link>
        <Link to="/courses" className={buttonClass('ghost')}>
          Browse the courses
        </Link>
      </div>
    </div>
  );
}
