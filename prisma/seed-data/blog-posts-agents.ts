// Demo blog posts: AI agents and a client case study.
import type { BlogPostSeed } from './types';

export const agentPosts: readonly BlogPostSeed[] = [
  {
    title: 'Case Study: Cutting Proposal Time in Half at a 20-Person Agency',
    slug: 'case-study-cutting-proposal-time-half-20-person-agency',
    excerpt:
      'How a 20-person agency cut proposal writing from eight hours to under four with a focused AI assistant, and what we would change next time.',
    imageUrl: null,
    authorSlug: 'priya-raman',
    categorySlug: 'case-studies',
    tagSlugs: ['automation', 'ai-agents', 'prompt-writing'],
    isPublished: true,
    publishedAt: '2026-10-06T09:00:00.000Z',
    ctaType: 'agent_dev',
    content: `<p>Our client is a 20-person brand and web design agency that asked us to keep its name private. Its two partners wrote every proposal themselves, and each one took between six and ten hours. With fifteen to twenty proposals a month, proposal writing consumed most of their working week.</p>
<p>Over eight weeks we built a proposal assistant that cut the average time per proposal from eight hours to just under four. This is how we did it and what we learned.</p>
<h2>The starting point</h2>
<p>We began by reading the agency's last forty proposals alongside the notes from each discovery call. Most proposals followed the same structure: a summary of the client's problem, an approach, a timeline, a team, and a price. The partners spent most of their time on the first two sections and on hunting for past work to reuse.</p>
<p>The pricing and timeline sections already had templates, and the partners wanted to keep full control of them. That set a clear boundary for the project.</p>
<h2>What we built</h2>
<p>The assistant has three parts, each small enough to test on its own.</p>
<ol>
<li><b>A call summarizer.</b> It turns a discovery call transcript into a structured brief with goals, constraints, budget signals, and open questions.</li>
<li><b>A case finder.</b> It searches the agency's past proposals and case studies and returns the three most relevant projects with a one-line reason for each.</li>
<li><b>A drafting step.</b> It writes the problem summary and approach sections from the brief, the selected cases, and the agency's style guide.</li>
</ol>
<p>The partners review every draft in their usual document editor. Nothing reaches a client without a partner's edit.</p>
<h2>What made it work</h2>
<h3>A written style guide</h3>
<p>The agency's voice lived in the partners' heads. We spent two sessions turning it into a one-page guide with examples of sentences they liked and sentences they would never write. That guide improved the drafts more than any change to the model or the prompts.</p>
<h3>An evaluation set from real proposals</h3>
<p>We held back ten past proposals and used them to test every change. For each one, a partner rated the draft on accuracy, relevance of the cases, and how much editing it needed. We only shipped changes that improved those scores.</p>
<h3>A narrow scope</h3>
<p>We deliberately left pricing, staffing, and legal terms out of the assistant. Those sections carry the most risk and the least repetition. Keeping them manual made the partners comfortable using the tool from the first week.</p>
<h2>The results</h2>
<ul>
<li>Average proposal time fell from eight hours to three hours and fifty minutes.</li>
<li>The partners reclaimed roughly 65 hours a month between them.</li>
<li>The win rate held steady at 31 percent over the following quarter.</li>
<li>Junior staff began preparing first drafts, which gave them more exposure to new business.</li>
</ul>
<p>The assistant costs under 120 dollars a month in model and hosting fees. The build took eight weeks of part-time work from one engineer and one product lead.</p>
<h2>What we would do differently</h2>
<p>We would write the style guide in week one rather than week three. Early drafts felt generic, and that first impression kept one partner skeptical for longer than necessary. We would also involve junior staff earlier, since they became the heaviest users.</p>
<h2>Could this work for you?</h2>
<p>Any team that writes similar documents again and again, such as proposals, reports, or client updates, can benefit from a focused assistant like this one. If you have a process like this, tell us about it. We will sketch what an agent could take on and what should stay with your team.</p>`,
  },
  {
    title: 'When to Build an AI Agent and When a Prompt Is Enough',
    slug: 'when-build-ai-agent-when-prompt-is-enough',
    excerpt:
      'A practical way to decide whether your problem needs a prompt, an automated workflow, or a full AI agent, and what each one costs to run.',
    imageUrl: null,
    authorSlug: 'priya-raman',
    categorySlug: 'ai-strategy',
    tagSlugs: ['ai-agents', 'automation'],
    isPublished: true,
    publishedAt: '2026-10-20T09:00:00.000Z',
    ctaType: 'agent_dev',
    content: `<p>Clients often come to us asking for an AI agent. After a short conversation, about half of them need something simpler: a well-written prompt, a shared template, or a small automation. Agents are useful, but they cost more to build, test, and maintain than most people expect.</p>
<p>This post offers a practical way to decide which approach fits your problem.</p>
<h2>Three levels of AI help</h2>
<p>We find it useful to separate AI solutions into three levels, each with its own cost and risk.</p>
<ol>
<li><b>A prompt.</b> A person opens a chat assistant, pastes in material, and uses a tested prompt to get a result. Setup takes hours, and the person stays in control of every step.</li>
<li><b>A workflow.</b> A fixed sequence of steps runs automatically, with a language model handling one or two of them. For example, a classifier reads each new support email and routes it to the right queue.</li>
<li><b>An agent.</b> A model decides which steps to take, calls tools such as search or a CRM, and works toward a goal with less human direction. Agents handle variety well, but they need careful design and monitoring.</li>
</ol>
<h2>Signs that a prompt is enough</h2>
<p>A prompt usually suffices when the task happens a few times a week, when one person owns it, and when that person reviews the result anyway. Drafting emails, summarizing documents, and brainstorming options all fall here. Invest in a good template and some training before you write any code.</p>
<h2>Signs that you need a workflow</h2>
<p>Choose a workflow when the task repeats many times a day and follows the same steps each time. Classification, data extraction, and routing are classic examples. The steps are predictable, so you can test each one and know exactly what the system will do.</p>
<p>Workflows also make auditing simple. Each run leaves a record of its input, the model's output, and the action taken.</p>
<h2>Signs that you need an agent</h2>
<p>An agent earns its complexity when the path to the goal changes from case to case. A research assistant that decides which sources to check, or an operations agent that investigates why an order failed, needs to choose its next step. A fixed workflow would need dozens of branches to cover the same ground.</p>
<ul>
<li>Does the task require choosing between several tools depending on what it finds?</li>
<li>Do the inputs vary so much that a fixed sequence breaks regularly?</li>
<li>Can you describe success clearly enough to test it automatically?</li>
<li>Can you limit what the agent is allowed to change?</li>
</ul>
<p>If you answer yes to all four, an agent is worth considering. If the last two answers are no, start with a workflow and revisit the question later.</p>
<h2>The hidden costs of agents</h2>
<p>Building the first version of an agent is the easy part. The ongoing work includes maintaining an evaluation set, reviewing logs, updating tool definitions as your systems change, and handling edge cases that only appear in production. Budget for that work from the start.</p>
<p>Agents also need clear permissions. An agent that reads your CRM is useful, while an agent that can delete records needs approval steps and an audit trail.</p>
<h2>A sensible path</h2>
<p>Most of our successful agent projects started as prompts. A team used a prompt for a month, learned where it struggled, and then turned the stable parts into a workflow. Only the steps that truly needed judgment became an agent.</p>
<p>This path keeps costs low and builds the evaluation data an agent needs. It also gives your team time to trust the system before it acts on their behalf.</p>
<h2>Talk it through</h2>
<p>If you are weighing an agent project, we are happy to review the use case with you. We will tell you honestly which level fits, and what it would take to build and run it.</p>`,
  },
];
