// Demo blog posts: AI strategy.
import type { BlogPostSeed } from './types';

export const aiStrategyPosts: readonly BlogPostSeed[] = [
  {
    title: 'Where AI Saves Time in a Small Team',
    slug: 'where-ai-saves-time-small-team',
    excerpt:
      'The tasks where AI reliably saves time in teams of five to fifty people, where it costs more than it saves, and how to run a two-week pilot.',
    imageUrl: null,
    authorSlug: 'maya-chen',
    categorySlug: 'ai-strategy',
    tagSlugs: ['ai-adoption', 'automation'],
    isPublished: true,
    publishedAt: '2026-07-14T09:00:00.000Z',
    ctaType: 'ai_training',
    content: `<p>Most small teams do not need an AI strategy deck. They need to know which three or four tasks eat their week and whether a language model can take a real share of that work. This post walks through the places where we see AI save time most reliably in teams of five to fifty people.</p>
<p>The pattern holds across the consultancies, agencies, and software companies we work with. AI helps most with work that starts from text, follows a familiar shape, and ends with a human review. It helps least with work that depends on judgment nobody has written down.</p>
<h2>Start with where the hours go</h2>
<p>Before you pick a tool, ask everyone on the team to list the tasks that took more than an hour last week. Keep the list concrete: "wrote the monthly client report" tells you far more than "reporting" does. You will usually find that a handful of recurring tasks account for a third of the team's time.</p>
<p>Group those tasks into four buckets: writing, summarizing, searching, and moving data between systems. Each bucket has a different AI answer, and mixing them up is the most common reason pilots stall.</p>
<h2>Four places AI pays off quickly</h2>
<h3>First drafts of routine documents</h3>
<p>Proposals, status updates, job descriptions, and follow-up emails share a structure that repeats from one week to the next. A model with a good template and the right background notes produces a usable first draft in seconds. Your team still edits the draft, but editing takes a fraction of the time that writing from a blank page does.</p>
<h3>Summaries of long material</h3>
<p>Meeting transcripts, support threads, contracts, and research reports all reward a short summary. Ask the model for decisions, open questions, and owners rather than a generic recap. A structured summary turns a 40-minute recording into a two-minute read.</p>
<h3>Answers from your own documents</h3>
<p>Every team has a shared drive full of policies, past proposals, and process notes that nobody can find. Search tools that let a model answer questions from those files remove the small interruptions that add up over a week. New hires benefit most, because they stop waiting for a colleague to reply.</p>
<h3>Cleaning and reshaping data</h3>
<p>Copying details from emails into a CRM, normalizing spreadsheet columns, and tagging survey answers are tedious and error prone. A model can extract fields from messy text and return them in a fixed format. Pair it with a simple automation tool and the data lands where it belongs without anyone retyping it.</p>
<h2>Where AI costs more time than it saves</h2>
<p>Some work looks like a good fit and is not. Be cautious with these tasks:</p>
<ul>
<li>Decisions that depend on context the model never sees, such as client relationships or internal politics.</li>
<li>Numbers that must be exact, such as invoices, payroll, or regulatory filings, unless a person checks every figure.</li>
<li>Work your team does once a year, where writing the prompt takes longer than doing the task.</li>
<li>Anything that involves confidential data your tools are not approved to process.</li>
</ul>
<p>None of these is off limits forever. They simply need more setup, clearer guardrails, and a review step before they save anyone time.</p>
<h2>How to run a two-week pilot</h2>
<p>Pick one task from the list above and one person who does it often. Give that person a shared prompt template, a clear definition of a good result, and permission to stop if the output is not useful. Small, specific pilots produce better evidence than broad rollouts.</p>
<ol>
<li>Measure how long the task takes today across five or more instances.</li>
<li>Write a prompt template together and test it on past examples.</li>
<li>Run the task with AI for two weeks and log the time spent, including edits.</li>
<li>Ask a colleague to compare quality without knowing which version used AI.</li>
<li>Decide to expand, adjust, or drop the approach based on the numbers.</li>
</ol>
<p>Teams that follow this process usually find one or two tasks where AI saves 30 to 60 percent of the time. That result justifies training the rest of the team, and it gives you a concrete example to teach from.</p>
<h2>What to do next</h2>
<p>If you want a structured view of where AI fits in your business, take our free AI Audit survey. It asks about your tools, your team, and the work that fills your week, and we reply with three specific recommendations. You can also book a short call to talk through your results with one of our trainers.</p>`,
  },
  {
    title: 'How to Run Your First AI Audit',
    slug: 'how-run-your-first-ai-audit',
    excerpt:
      'A five-step process for auditing how your team works, scoring tasks for AI fit, and choosing three opportunities worth a pilot.',
    imageUrl: null,
    authorSlug: 'maya-chen',
    categorySlug: 'ai-strategy',
    tagSlugs: ['ai-adoption', 'team-training'],
    isPublished: true,
    publishedAt: '2026-08-04T09:00:00.000Z',
    ctaType: null,
    content: `<p>An AI audit is a short, structured review of how your team works today and where AI could take on part of that work. It is not a technology assessment, and it does not require an engineer. You need a few hours, a spreadsheet, and honest answers from the people who do the work.</p>
<p>We run audits for clients every month, and the ones that lead to real change follow the same five steps. Here is the process, so you can run a first version yourself.</p>
<h2>Step 1: Inventory the work, not the tools</h2>
<p>Ask each person to list their recurring tasks and estimate the hours each one takes per week. Include the small tasks, such as chasing approvals or reformatting documents, because they add up. Twenty minutes per person is enough for a first pass.</p>
<p>Resist the urge to start with the software you already pay for. Tools matter later, once you know which tasks deserve attention.</p>
<h2>Step 2: Score each task</h2>
<p>Give every task a score from one to five on three questions. How often does it happen, how much of it is reading or writing text, and how costly is a mistake? Frequent, text-heavy, low-risk tasks rise to the top of the list.</p>
<ul>
<li><b>Frequency:</b> daily tasks beat monthly ones, because savings compound.</li>
<li><b>Text share:</b> language models work best when the input and output are words.</li>
<li><b>Risk:</b> a mistake in an internal summary costs less than a mistake in a client contract.</li>
</ul>
<h2>Step 3: Check your current AI use</h2>
<p>Most teams already use AI somewhere, often without anyone tracking it. Ask which tools people have tried, what worked, and what they stopped using. This step surfaces both quick wins and risks, such as client data pasted into personal accounts.</p>
<p>Note each person's comfort level as well. A team where half the people have never opened a chat assistant needs training before it needs automation.</p>
<h2>Step 4: Pick three opportunities</h2>
<p>From the scored list, choose three tasks that rank highly and that different people own. Write one sentence for each that describes the change you expect. For example, the account team drafts weekly client updates from call notes with AI and edits them before sending.</p>
<p>Three is a deliberate limit. It keeps the pilot manageable and gives you enough variety to learn what your team responds to.</p>
<h2>Step 5: Define success before you start</h2>
<p>For each opportunity, record the current time per task and the quality bar a result must meet. Decide who reviews AI output and what they check. Without a baseline, you cannot tell whether the pilot saved time or just moved the effort around.</p>
<ol>
<li>Time per task today, measured over at least five instances.</li>
<li>The reviewer and the checklist they use.</li>
<li>The data the task touches and whether your tools are approved for it.</li>
<li>The date you will review the results and decide what comes next.</li>
</ol>
<h2>Common mistakes</h2>
<p>The most frequent mistake is choosing the most impressive use case rather than the most useful one. A chatbot for customers makes a good demo, but drafting internal reports may save more hours with less risk. Start where the evidence is easy to gather.</p>
<p>The second mistake is skipping the people. An audit that ignores how comfortable the team feels with AI produces a plan nobody follows. Ask, listen, and plan training alongside the tools.</p>
<h2>Get a head start</h2>
<p>Our AI Audit survey covers steps one through three in about five minutes. Answer questions about your business, your tools, and your goals, and we will send three recommendations tailored to your team. Use them as the starting point for your own scoring session.</p>`,
  },
];
