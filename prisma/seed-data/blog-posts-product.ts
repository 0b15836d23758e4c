// Demo blog posts: product management.
import type { BlogPostSeed } from './types';

export const productPosts: readonly BlogPostSeed[] = [
  {
    title: 'What a Fractional Product Manager Does in the First 30 Days',
    slug: 'what-fractional-product-manager-does-first-30-days',
    excerpt:
      'Week by week, what a fractional product manager does in the first month: listening, mapping the product, agreeing on outcomes, and building habits.',
    imageUrl: null,
    authorSlug: 'daniel-okafor',
    categorySlug: 'product-management',
    tagSlugs: ['fractional-pm', 'roadmapping', 'product-discovery'],
    isPublished: true,
    publishedAt: '2026-08-25T09:00:00.000Z',
    ctaType: 'fractional_pm',
    content: `<p>Founders often ask what they get in the first month of a fractional product engagement. The honest answer is fewer new features than they expect and far more clarity. The first 30 days set up everything that follows, so the work is mostly listening, mapping, and deciding.</p>
<p>Here is how I structure that first month with a new client, week by week.</p>
<h2>Week 1: Listen before proposing anything</h2>
<p>I spend the first week in conversations. I talk to the founders, every engineer, the people closest to customers, and at least five customers themselves. Each conversation follows the same few questions, so I can compare answers across the company.</p>
<ul>
<li>What problem does the product solve, in your words?</li>
<li>What did the team ship last quarter, and what changed because of it?</li>
<li>Where do decisions get stuck?</li>
<li>What would you stop doing if you could?</li>
</ul>
<p>By Friday I usually see two or three gaps between what leadership believes and what the team experiences. Those gaps become the agenda for the rest of the month.</p>
<h2>Week 2: Map the product and the pipeline</h2>
<p>In the second week I document what exists. That means the current product, the backlog, the open bugs, the commitments made to customers, and the metrics anyone actually looks at. Most startups keep this information scattered across a tracker, a few documents, and several people's memories.</p>
<p>I also sit in on the team's rituals, such as standups, planning, and demos. I watch how work enters the pipeline and who decides what gets built. This is where I find most of the wasted effort.</p>
<h2>Week 3: Agree on outcomes</h2>
<p>With the map in hand, I work with the founders to agree on two or three outcomes for the next quarter. An outcome describes a change in customer behavior or a business result, not a feature. For example, we aim to raise the share of trial accounts that invite a teammate from 18 percent to 30 percent.</p>
<p>This conversation is often the most valuable hour of the engagement. It forces trade-offs into the open and gives the team a shared reason for every item on the roadmap.</p>
<h2>Week 4: Build the roadmap and the habits</h2>
<p>In the final week I turn the outcomes into a roadmap the whole team understands. I keep it simple: what we are doing now, what comes next, and what we have decided not to do. Each item links back to an outcome, so anyone can ask why it is there.</p>
<p>I also set up the habits that keep the roadmap alive after I reduce my hours:</p>
<ol>
<li>A weekly product review where the team checks progress against outcomes.</li>
<li>A lightweight discovery routine, usually two customer calls per week.</li>
<li>A single place where requests land, with a clear owner who triages them.</li>
<li>A monthly update to founders and investors written in plain language.</li>
</ol>
<h2>What the team should expect</h2>
<p>Engineers usually notice the change first. They spend less time on half-defined tickets and more time on work with a clear purpose. Founders get back the hours they used to spend refereeing priorities.</p>
<p>A fractional product manager does not replace the founder's vision. The role translates that vision into decisions the team can act on every week, and it builds the habits a future full-time hire can inherit.</p>
<h2>Is it the right fit for you?</h2>
<p>Fractional product leadership works best for teams with three to fifteen engineers and a founder who is ready to share decisions. If that sounds like your company, take our Fractional Product Manager Fit Check or book a call to compare notes on your roadmap.</p>`,
  },
  {
    title: 'Roadmaps That Survive Contact With Engineering',
    slug: 'roadmaps-that-survive-contact-engineering',
    excerpt:
      'Why most startup roadmaps stop matching reality within a month, and the habits that keep engineers and founders working from the same plan.',
    imageUrl: null,
    authorSlug: 'daniel-okafor',
    categorySlug: 'product-management',
    tagSlugs: ['roadmapping', 'product-discovery'],
    isPublished: true,
    publishedAt: '2026-11-03T09:00:00.000Z',
    ctaType: null,
    content: `<p>Every startup I join has a roadmap, and most of those roadmaps stopped matching reality within a month of being written. The document still exists, but the team works from a different list in the tracker, and the founders work from a third list in their heads. A roadmap that nobody follows is worse than none, because it hides the real priorities.</p>
<p>Here is what I have learned about building roadmaps that engineers actually use.</p>
<h2>Write outcomes, not features</h2>
<p>A feature list invites debate about solutions before anyone agrees on the problem. An outcome states the change you want to see and leaves room for engineers to propose the best way to get there. For example, cutting onboarding time for new accounts from five days to two gives the team a target, not a specification.</p>
<p>Engineers also estimate better against outcomes. They can suggest a smaller first step that moves the number, rather than building the whole feature before anyone learns anything.</p>
<h2>Involve engineers before the roadmap is final</h2>
<p>I share a draft with the engineering lead before anyone else sees it. We walk through each outcome and ask what we already know, what we need to learn, and what could make it harder than it looks. That conversation surfaces technical debt, dependencies, and risks that a product-only roadmap misses.</p>
<p>It also builds ownership. Engineers defend a plan they helped shape, and they raise problems early instead of after the deadline passes.</p>
<h2>Use three horizons</h2>
<p>I organize every roadmap into three columns with different levels of certainty.</p>
<ul>
<li><b>Now:</b> work in progress or starting this month, with clear scope and owners.</li>
<li><b>Next:</b> outcomes we expect to tackle within the quarter, with open questions listed.</li>
<li><b>Later:</b> problems we believe matter, with no dates and no commitment.</li>
</ul>
<p>This format tells stakeholders honestly how confident we are. It also stops sales and customer success teams from promising dates for items that are still ideas.</p>
<h2>Make discovery part of the plan</h2>
<p>Items in the Next column usually carry open questions. I assign each question an owner and a small discovery task, such as five customer interviews, a prototype test, or a data pull. Discovery work appears on the roadmap next to delivery work, so nobody treats it as optional.</p>
<h2>Review it every week</h2>
<p>A roadmap decays when nobody looks at it. I run a 30-minute weekly review where the team checks progress on each outcome and moves items between columns. Changes are normal, and only hidden changes cause trouble.</p>
<ol>
<li>Check the metric behind each outcome in the Now column.</li>
<li>Decide whether any Next item has enough answers to move forward.</li>
<li>Remove or park items that no longer serve an outcome.</li>
<li>Write a three-line summary for people who missed the meeting.</li>
</ol>
<h2>Say what you will not do</h2>
<p>The most useful section of any roadmap lists what the team has decided not to do this quarter. It protects engineers from side requests and gives founders a clear answer when a customer asks for something off plan. Saying no in writing is kinder than saying yes and quietly dropping the request later.</p>
<h2>Start small</h2>
<p>You do not need a new tool to fix your roadmap. Pick your top three outcomes, sort your current work into Now, Next, and Later, and review it with your engineers next week. The habit matters more than the format.</p>`,
  },
];
