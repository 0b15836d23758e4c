// The landing page: what we do (AI training and workshops, fractional PM),
// a course teaser, the latest posts, a call to action, and the openers of the
// contact and booking dialogs.
import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { SITE } from '../../../../domain/shared/site';
import type { HomePageQuery } from '../../../__generated__/HomePageQuery.graphql';
import { buttonClass } from '../../../components/Button';
import { PostCard } from '../../../components/blog/PostCard';
import { CtaBlock } from '../../../components/conversion/CtaBlock';
import { DialogButtonIsland } from '../../../components/conversion/DialogButton';
import { CourseCard } from '../../../components/courses/CourseCard';
import { Hero, Section, Steps } from '../../../components/marketing/Marketing';
import { Seo } from '../../../components/seo/Seo';
import { organization } from '../../../components/seo/structuredData';
import type { ScreenProps } from '../../../routing/entryPoints';
import { useSite } from '../../../ssr/SiteContext';

const SERVICES = [
  {
    title: 'AI training and workshops',
    text: 'Hands-on sessions where your team builds real prompts, automations and agents on its own work, and leaves with a playbook it keeps using.',
    to: '/ai-workshop',
    link: 'About the AI workshop',
  },
  {
    title: 'Fractional product management',
    text: 'A senior product manager two or three days a week: discovery, a roadmap engineering believes in, and AI features that ship and get used.',
    to: '/fractional-pm',
    link: 'About fractional PM',
  },
  {
    title: 'Courses for every level',
    text: 'From prompt fundamentals to building agents: live cohorts and private runs for teams, with exercises drawn from your own workflows.',
    to: '/courses',
    link: 'Browse the courses',
  },
] as const;

export default function HomePage({ queries }: ScreenProps<{ page: HomePageQuery }>) {
  const data = usePreloadedQuery<HomePageQuery>(
    graphql`
      query HomePageQuery @preloadable {
        blogPosts(first: 3) {
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
        courses(first: 3) {
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    queries.page,
  );
  const { origin } = useSite();
  return (
    <div>
      <Seo title={SITE.name} description={SITE.description} path="/" jsonLd={[organization(origin)]} />
      <Hero
        eyebrow={SITE.tagline}
        title="Put AI to work in your team, with people who have shipped it."
        lead={SITE.description}
      >
        <DialogButtonIsland dialog="booking">Book a free consultation</DialogButtonIsland>
        <DialogButtonIsland dialog="contact" variant="secondary">
          Contact us
        </DialogButtonIsland>
      </Hero>

      <Section id="services" title="What we do" lead="Three ways to work with us, often combined.">
        <ul className="grid gap-6 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{service.text}</p>
              <Link to={service.to} className="mt-4 font-medium text-indigo-700 hover:underline">
                {service.link} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="how"
        title="How an engagement runs"
        lead="Small steps with visible results, so the work pays for itself before the next one starts."
      >
        <Steps
          items={[
            {
              title: 'Audit',
              text: 'We map where your team’s hours go and pick the two or three tasks where AI saves the most time at the least risk.',
            },
            {
              title: 'Workshop',
              text: 'Your people build the first prompts and automations with us, on their own documents and tools, in a day.',
            },
            {
              title: 'Embed',
              text: 'We stay on as fractional product lead or coach until the new way of working is routine and measured.',
            },
          ]}
        />
      </Section>

      <Section id="courses" title="Popular courses" lead="Practical, live and built around your workflows.">
        <CardRow edges={data.courses.edges} card={(node) => <CourseCard course={node} headingLevel={3} />} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/courses" className={buttonClass('secondary')}>
            See every course
          </Link>
          <Link to="/course-outline" className={buttonClass('ghost')}>
            Read the full outline
          </Link>
        </div>
      </Section>

      <Section
        id="latest"
        title="Latest from the blog"
        lead="Field notes from our workshops and engagements."
      >
        <CardRow edges={data.blogPosts.edges} card={(node) => <PostCard post={node} headingLevel={3} />} />
        <div className="mt-6">
          <Link to="/blog" className={buttonClass('secondary')}>
            Read the blog
          </Link>
        </div>
      </Section>

      <CtaBlock className="my-10" />

      <section
        aria-labelledby="talk-heading"
        className="my-10 rounded-2xl bg-indigo-700 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="talk-heading" className="text-2xl font-bold sm:text-3xl">
          Not sure where to start?
        </h2>
        <p className="mt-3 max-w-2xl text-indigo-100">
          Tell us about your team in a 30-minute call. You will leave with two or three concrete places where
          AI can help, whether or not you work with us.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <DialogButtonIsland dialog="booking" variant="secondary">
            Request a consultation
          </DialogButtonIsland>
          <DialogButtonIsland
            dialog="contact"
            className="inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/70 hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Send us a message
          </DialogButtonIsland>
        </div>
      </section>
    </div>
  );
}

/** A row of cards, one per edge, three across on wide screens. */
function CardRow<Node extends { readonly id: string }>({
  edges,
  card,
}: {
  edges: readonly { readonly node: Node }[];
  card: (node: Node) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {edges.map(({ node }) => (
        <li key={node.id} className="flex">
          {card(node)}
        </li>
      ))}
    </ul>
  );
}
