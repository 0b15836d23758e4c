// Demo courses for builders and product leaders.
import type { CourseSeed } from './types';

export const builderCourses: readonly CourseSeed[] = [
  {
    title: 'Automating Workflows with AI',
    slug: 'automating-workflows-ai',
    summary:
      'A six-week course for operations leads and technical generalists who want to connect language models to everyday tools and automate repetitive work safely.',
    description: `<p>Many repetitive tasks follow the same steps every time: read an email, pull out the details, update a system, and notify someone. This course shows how to hand those steps to an automated workflow with a language model in the middle, and how to keep a person in control where it matters.</p>
<h2>Who it is for</h2>
<p>Operations managers, analysts, and technical generalists who are comfortable with spreadsheets and no-code tools. Light scripting experience helps but is not required.</p>
<h2>What participants build</h2>
<ul>
<li>A scored list of automation candidates from their own team.</li>
<li>One working workflow that uses a language model to classify, extract, or draft.</li>
<li>A review step, error alerts, and a log for that workflow.</li>
<li>A handover document and a plan for measuring time saved.</li>
</ul>
<h2>Format</h2>
<p>Six weekly online sessions of two hours, with office hours between sessions for help with each participant's workflow. The price is per participant.</p>`,
    level: 'intermediate',
    duration: '6 weeks, 2 hours a week',
    durationMinutes: 720,
    deliveryFormat: 'online',
    priceCents: 129_500,
    currency: 'USD',
    isPublished: true,
    sortOrder: 3,
    categorySlug: 'ai-engineering',
    tagSlugs: ['workflow-automation', 'ai-agents', 'hands-on-labs'],
    modules: [
      {
        title: 'Finding Automation Candidates',
        summary: 'Audit a week of work and score tasks by volume, risk, and effort.',
        lessons: [
          { title: 'Auditing a week of work', durationMinutes: 60 },
          { title: 'Scoring tasks by volume, risk, and effort', durationMinutes: 60 },
        ],
      },
      {
        title: 'Connecting AI to Your Tools',
        summary: 'Call a language model from a workflow and pass it files, emails, and form data.',
        lessons: [
          { title: 'No-code automation platforms compared', durationMinutes: 60 },
          { title: 'Calling a language model from a workflow', durationMinutes: 90 },
          { title: 'Handling files, email, and forms', durationMinutes: 90 },
        ],
      },
      {
        title: 'Designing Reliable Workflows',
        summary: 'Structured output, validation, and human approval steps that keep errors contained.',
        lessons: [
          { title: 'Structured output and validation', durationMinutes: 60 },
          { title: 'Human review steps and approval gates', durationMinutes: 60 },
          { title: 'Logging, alerts, and error handling', durationMinutes: 60 },
        ],
      },
      {
        title: 'Launching and Measuring',
        summary: 'Pilot with a small group, measure the results, and hand the workflow over.',
        lessons: [
          { title: 'Piloting with a small group', durationMinutes: 60 },
          { title: 'Measuring time saved and error rates', durationMinutes: 60 },
          { title: 'Handing over and documenting the workflow', durationMinutes: 60 },
        ],
      },
    ],
  },
  {
    title: 'Building AI Agents in Practice',
    slug: 'building-ai-agents-practice',
    summary:
      'A three-day intensive for software engineers who want to design, evaluate, and run AI agents that use tools and company data in production.',
    description: `<p>Agents that work in a demo often fail on real data. This intensive covers the engineering that closes that gap: tool design, retrieval, evaluation, permissions, and monitoring. Participants build an agent against a realistic business system over three days.</p>
<h2>Who it is for</h2>
<p>Software engineers and technical leads who already call language model APIs and want to build agents their company can rely on. Participants should be comfortable with Python or TypeScript.</p>
<h2>What participants learn</h2>
<ul>
<li>How to decide when a problem needs an agent and when a workflow is enough.</li>
<li>How to write tool definitions a model uses correctly.</li>
<li>How to build an evaluation set from real cases and test every change against it.</li>
<li>How to limit permissions, log actions, and monitor an agent in production.</li>
</ul>
<h2>Format</h2>
<p>Three six-hour days, delivered on site for a single company team of up to twelve engineers. We adapt the labs to your stack and your data, so pricing is on request.</p>`,
    level: 'advanced',
    duration: '3 days',
    durationMinutes: 1080,
    deliveryFormat: 'in_person',
    priceCents: null,
    currency: 'USD',
    isPublished: true,
    sortOrder: 4,
    categorySlug: 'ai-engineering',
    tagSlugs: ['ai-agents', 'workflow-automation'],
    modules: [
      {
        title: 'Agent Architecture',
        summary: 'The parts of an agent and the choices that shape its cost and reliability.',
        lessons: [
          { title: 'What makes a system an agent', durationMinutes: 60 },
          { title: 'Tools, memory, and planning loops', durationMinutes: 90 },
          { title: 'Choosing a model and a framework', durationMinutes: 60 },
        ],
      },
      {
        title: 'Tool Design and Function Calling',
        summary: 'Write tool definitions the model understands and connect them to a real system.',
        lessons: [
          { title: 'Writing tool definitions the model uses correctly', durationMinutes: 90 },
          { title: 'Lab: giving an agent access to a CRM', durationMinutes: 120 },
        ],
      },
      {
        title: 'Retrieval and Company Knowledge',
        summary: 'Index internal documents and ground answers in them.',
        lessons: [
          { title: 'Indexing internal documents', durationMinutes: 90 },
          { title: 'Lab: answering questions from a policy library', durationMinutes: 120 },
        ],
      },
      {
        title: 'Evaluation and Testing',
        summary: 'Measure quality, cost, and latency, and catch regressions before users do.',
        lessons: [
          { title: 'Building an evaluation set from real cases', durationMinutes: 90 },
          { title: 'Regression testing prompts and tools', durationMinutes: 60 },
          { title: 'Measuring cost and latency', durationMinutes: 60 },
        ],
      },
      {
        title: 'Deployment and Operations',
        summary: 'Permissions, audit logs, and monitoring for an agent that acts on real data.',
        lessons: [
          { title: 'Guardrails, permissions, and audit logs', durationMinutes: 90 },
          { title: 'Monitoring agents in production', durationMinutes: 60 },
          { title: 'Capstone review', durationMinutes: 90 },
        ],
      },
    ],
  },
  {
    title: 'Product Management for AI Features',
    slug: 'product-management-ai-features',
    summary:
      'A self-paced course for product managers who need to discover, specify, and ship features built on language models.',
    description: `<p>AI features behave differently from the features most product managers have shipped before. They can be wrong, their cost grows with usage, and their quality depends on data the team may not own yet. This course adapts discovery, prioritization, and launch planning to those realities.</p>
<h2>Who it is for</h2>
<p>Product managers, founders, and designers who are planning their first or second AI feature and work closely with an engineering team.</p>
<h2>What participants learn</h2>
<ul>
<li>How to use AI to synthesize interviews, tickets, and reviews during discovery.</li>
<li>How to judge whether a feature needs AI at all.</li>
<li>How to write specs and acceptance criteria for features that are sometimes wrong.</li>
<li>How to plan a launch and pick metrics that show real user value.</li>
</ul>
<h2>Format</h2>
<p>Self-paced video lessons and exercises, designed for about two hours a week over five weeks. The price is per participant.</p>`,
    level: 'intermediate',
    duration: '5 weeks, 2 hours a week',
    durationMinutes: 600,
    deliveryFormat: 'self_paced',
    priceCents: 79_500,
    currency: 'USD',
    isPublished: false,
    sortOrder: 5,
    categorySlug: 'product-leadership',
    tagSlugs: ['product-strategy', 'team-enablement'],
    modules: [
      {
        title: 'Discovery with AI',
        summary:
          'Use AI to find patterns in interviews, support tickets, and reviews, and check what it finds.',
        lessons: [
          { title: 'Synthesizing customer interviews with AI', durationMinutes: 90 },
          { title: 'Finding patterns in support tickets and reviews', durationMinutes: 90 },
        ],
      },
      {
        title: 'Prioritizing and Specifying AI Features',
        summary:
          'Decide whether a feature needs AI, estimate its cost and risk, and write a spec engineers can test.',
        lessons: [
          { title: 'When a feature needs AI and when it does not', durationMinutes: 60 },
          { title: 'Estimating cost, accuracy, and risk', durationMinutes: 90 },
          { title: 'Writing specs for features that can be wrong', durationMinutes: 90 },
        ],
      },
      {
        title: 'Shipping and Measuring AI Features',
        summary: 'Plan evaluations with engineers, launch carefully, and measure value to users.',
        lessons: [
          { title: 'Designing evaluations with your engineers', durationMinutes: 60 },
          { title: 'Launch plans for features that can be wrong', durationMinutes: 60 },
          { title: 'Metrics that show real user value', durationMinutes: 60 },
        ],
      },
    ],
  },
];
