// Demo courses for non-technical teams.
import type { CourseSeed } from './types';

export const teamCourses: readonly CourseSeed[] = [
  {
    title: 'AI Foundations for Business Teams',
    slug: 'ai-foundations-business-teams',
    summary:
      'A two-day workshop that teaches non-technical teams how language models work, how to write prompts that get usable answers, and how to apply AI safely to their own tasks.',
    description: `<p>This workshop gives your whole team a shared, practical understanding of AI. Participants learn how language models behave, practice writing prompts on their own documents, and leave with a short list of tasks they will hand to AI the following week.</p>
<h2>Who it is for</h2>
<p>Operations, marketing, sales, finance, and client service teams with little or no AI experience. No technical background is required.</p>
<h2>What participants learn</h2>
<ul>
<li>How language models produce answers and why they sometimes invent facts.</li>
<li>A repeatable structure for prompts that produce usable first drafts.</li>
<li>How to review AI output before it reaches a client or colleague.</li>
<li>Which data never belongs in an AI tool, and how to write team guidelines.</li>
</ul>
<h2>Format</h2>
<p>Two six-hour days for up to sixteen participants, on site or with remote colleagues joining online. Labs use each participant's own work, so everyone leaves with prompts they can reuse. The price is per participant.</p>`,
    level: 'beginner',
    duration: '2 days',
    durationMinutes: 720,
    deliveryFormat: 'hybrid',
    priceCents: 89_500,
    currency: 'USD',
    isPublished: true,
    sortOrder: 1,
    categorySlug: 'ai-teams',
    tagSlugs: ['prompt-writing', 'team-enablement', 'hands-on-labs'],
    modules: [
      {
        title: 'How Language Models Work',
        summary: 'What a model does with your words, where its knowledge ends, and why answers vary.',
        lessons: [
          { title: 'What a language model knows and does not know', durationMinutes: 60 },
          { title: 'Tokens, context windows, and why answers vary', durationMinutes: 45 },
          { title: 'Where models fail: invented facts and stale data', durationMinutes: 75 },
        ],
      },
      {
        title: 'Writing Prompts That Get Usable Answers',
        summary: 'A repeatable prompt structure, practiced on weak prompts until they produce strong drafts.',
        lessons: [
          { title: 'The anatomy of a clear prompt', durationMinutes: 60 },
          { title: 'Giving context, examples, and constraints', durationMinutes: 60 },
          { title: 'Iterating on a draft with the model', durationMinutes: 60 },
        ],
      },
      {
        title: "Applying AI to Your Team's Work",
        summary: 'Labs on the documents, spreadsheets, and messages participants bring from their own jobs.',
        lessons: [
          { title: 'Mapping your week: which tasks fit AI', durationMinutes: 60 },
          { title: 'Lab: drafting, summarizing, and rewriting your own documents', durationMinutes: 90 },
          { title: 'Lab: analyzing a spreadsheet with AI', durationMinutes: 30 },
        ],
      },
      {
        title: 'Using AI Safely and Responsibly',
        summary: 'Privacy, review, and the written guidelines that let a team use AI with confidence.',
        lessons: [
          { title: 'Data privacy and what never goes into a prompt', durationMinutes: 60 },
          { title: 'Checking output before it reaches a customer', durationMinutes: 60 },
          { title: "Writing your team's AI usage guidelines", durationMinutes: 60 },
        ],
      },
    ],
  },
  {
    title: 'Prompt Writing for Everyday Work',
    slug: 'prompt-writing-everyday-work',
    summary:
      'A four-week online course that turns occasional AI users into confident prompt writers, with weekly exercises on real tasks and a shared prompt library at the end.',
    description: `<p>Most people use AI the way they use a search box: one short question, one mediocre answer. This course teaches a more reliable approach, one week at a time, with exercises drawn from the work participants already do.</p>
<h2>Who it is for</h2>
<p>Anyone who writes, summarizes, or reviews documents as part of their job and wants better results from chat assistants such as ChatGPT, Claude, Gemini, or Copilot.</p>
<h2>What participants build</h2>
<ul>
<li>A personal set of tested prompts for their most frequent tasks.</li>
<li>A review checklist for AI drafts.</li>
<li>A contribution to a shared team prompt library, organized by task.</li>
</ul>
<h2>Format</h2>
<p>Four live online sessions of 90 minutes, one per week, with a short exercise between sessions. Each session is recorded for participants who miss it. The price is per participant.</p>`,
    level: 'beginner',
    duration: '4 weeks, 90 minutes a week',
    durationMinutes: 360,
    deliveryFormat: 'online',
    priceCents: 49_500,
    currency: 'USD',
    isPublished: true,
    sortOrder: 2,
    categorySlug: 'ai-teams',
    tagSlugs: ['prompt-writing', 'hands-on-labs'],
    modules: [
      {
        title: 'Clear Instructions',
        summary: 'State the task, the audience, and the format so the model stops guessing.',
        lessons: [
          { title: 'Say what you want, then say why', durationMinutes: 45 },
          { title: 'Formats: lists, tables, and templates', durationMinutes: 45 },
        ],
      },
      {
        title: 'Context and Examples',
        summary: 'Give the model the background and the examples that set your standard.',
        lessons: [
          { title: 'Feeding the model the right background', durationMinutes: 45 },
          { title: 'Examples that set the tone', durationMinutes: 45 },
        ],
      },
      {
        title: 'Reviewing and Refining Output',
        summary: 'Check drafts for accuracy and tone, then fix weak answers with follow-up prompts.',
        lessons: [
          { title: 'A checklist for reviewing AI drafts', durationMinutes: 40 },
          { title: 'Follow-up prompts that fix weak answers', durationMinutes: 50 },
        ],
      },
      {
        title: 'Building a Team Prompt Library',
        summary: 'Turn personal prompts into shared templates that colleagues can pick up and reuse.',
        lessons: [
          { title: 'Turning one-off prompts into reusable templates', durationMinutes: 45 },
          { title: 'Sharing, versioning, and retiring prompts', durationMinutes: 45 },
        ],
      },
    ],
  },
];
