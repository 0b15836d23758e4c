// Demo blog posts: workshops and training, including one unpublished draft.
import type { BlogPostSeed } from './types';

export const workshopPosts: readonly BlogPostSeed[] = [
  {
    title: 'Designing a Half-Day AI Workshop That Sticks',
    slug: 'designing-half-day-ai-workshop-that-sticks',
    excerpt:
      'The half-day format we use to teach AI to teams, built on real tasks, small groups, review skills, and a planned follow-up.',
    imageUrl: null,
    authorSlug: 'maya-chen',
    categorySlug: 'workshops',
    tagSlugs: ['team-training', 'prompt-writing'],
    isPublished: true,
    publishedAt: '2026-09-15T09:00:00.000Z',
    ctaType: 'ai_training',
    content: `<p>Most AI training fails in the same way. People enjoy the session, try a few prompts the next day, and return to their old habits within two weeks. The problem is rarely the content, and almost always the design of the session and what happens after it.</p>
<p>We have run more than eighty half-day workshops for teams in professional services, software, and nonprofits. This is the format we settled on, along with the reasons behind each choice.</p>
<h2>Work on real tasks, not demos</h2>
<p>We ask every participant to bring two tasks from their actual job to the session. One should be something they write often, and the other something they read or review often. The whole workshop revolves around those tasks.</p>
<p>When people practice on their own work, they leave with prompts they will use on Monday. When they practice on generic examples, they leave with a vague sense that AI could be useful someday.</p>
<h2>The four-hour structure</h2>
<ol>
<li><b>How models behave (30 minutes).</b> A short explanation of what a language model does, why it sometimes invents facts, and what that means for review.</li>
<li><b>Prompt fundamentals (45 minutes).</b> Participants rewrite a weak prompt three times, adding context, examples, and a required format.</li>
<li><b>Lab one: writing tasks (60 minutes).</b> Each person drafts one real document with AI and compares it with their usual version.</li>
<li><b>Break (15 minutes).</b></li>
<li><b>Lab two: reading and review tasks (60 minutes).</b> Participants summarize, extract, and critique real material from their own work.</li>
<li><b>Team commitments (30 minutes).</b> The group agrees on three tasks to try with AI over the next two weeks.</li>
</ol>
<h2>Teach review as a skill</h2>
<p>We spend as much time on checking output as on generating it. Participants learn to ask the model for its sources, compare a summary against the original, and spot confident statements that lack support. Review is what makes AI safe to use on client work.</p>
<p>We also give every team a one-page checklist for reviewing AI drafts. It covers facts, numbers, tone, and confidential details, and it fits next to a monitor.</p>
<h2>Keep the groups small</h2>
<p>We cap workshops at sixteen people and work in pairs during labs. Pairs catch each other's mistakes, share prompts that work, and keep quieter participants involved. Larger groups turn a workshop into a lecture.</p>
<h2>Plan the follow-up before the session</h2>
<p>The two weeks after a workshop decide whether the skills stick. We schedule a 45-minute check-in for each team, where people share what worked and what did not. We also collect the best prompts from the labs into a shared library the team owns.</p>
<ul>
<li>A shared prompt library organized by task, not by tool.</li>
<li>A named owner who keeps the library current.</li>
<li>A short channel or thread where people post wins and questions.</li>
<li>A second session after a month for teams that want to go deeper.</li>
</ul>
<h2>Measure what changed</h2>
<p>We ask participants to log time on their chosen tasks before and after the workshop. Across recent cohorts, the median participant saved about three hours per week on those tasks by the check-in. That number, rather than the satisfaction score, tells us whether the workshop worked.</p>
<h2>Bring the workshop to your team</h2>
<p>We run this format on site or online, and we adapt the labs to your industry and tools. If you want to see whether it fits your team, browse our course catalogue or send us a note about the tasks you want to improve.</p>`,
  },
  {
    title: 'Writing Prompts Your Whole Team Can Reuse',
    slug: 'writing-prompts-your-whole-team-can-reuse',
    excerpt:
      'How to write prompts that colleagues can reuse: a five-part structure, clear placeholders, testing, and a shared library with an owner.',
    imageUrl: null,
    authorSlug: 'maya-chen',
    categorySlug: 'workshops',
    tagSlugs: ['prompt-writing', 'team-training'],
    isPublished: false,
    publishedAt: null,
    ctaType: null,
    content: `<p>Most teams that adopt AI end up with dozens of prompts scattered across chat histories, personal notes, and messages. Each person reinvents the same prompt for the same task, and the quality of the results varies widely. A shared prompt library fixes that, but only if the prompts inside it are written for reuse.</p>
<p>This guide covers how to write prompts that other people can pick up and use without asking the author what they meant.</p>
<h2>Anatomy of a reusable prompt</h2>
<p>A reusable prompt has five parts. Each part answers a question the model would otherwise have to guess.</p>
<ol>
<li><b>Role and audience:</b> who the model should write as and who will read the result.</li>
<li><b>Task:</b> one clear instruction, starting with a verb.</li>
<li><b>Context:</b> the background the model needs, with placeholders for details that change.</li>
<li><b>Constraints:</b> length, tone, and anything the result must avoid.</li>
<li><b>Format:</b> the exact structure of the output, such as headings, a table, or a list.</li>
</ol>
<h2>Use clear placeholders</h2>
<p>Mark every part that changes between uses with a placeholder in square brackets, such as [client name] or [meeting notes]. Put the placeholders at the end of the prompt when they hold long material. The model follows instructions better when they come before the material it works on.</p>
<p>Add a one-line note above each prompt that explains when to use it. A colleague should understand the purpose in five seconds.</p>
<h2>Include an example of a good result</h2>
<p>An example output teaches the model your standards faster than a paragraph of instructions. Choose a real example your team liked and remove any confidential details. One strong example beats three average ones.</p>
<h2>Test before you share</h2>
<p>Run each prompt on at least three different inputs before it goes into the library. Check whether the results meet your quality bar without heavy editing. If one input produces a poor result, adjust the prompt and test all three again.</p>
<ul>
<li>Does the output follow the requested format every time?</li>
<li>Does it avoid inventing facts that were not in the input?</li>
<li>Would a colleague send it after a light edit?</li>
</ul>
<h2>Organize by task</h2>
<p>Group prompts by the work they support, such as client updates, meeting summaries, or job descriptions. People look for help with a task, not with a tool. A simple shared document with a table of contents works well for teams of up to fifty people.</p>
<h2>Give the library an owner</h2>
<p>Prompts age as tools change and as your team's needs shift. Name one person who reviews the library every quarter, retires prompts nobody uses, and merges duplicates. Ask everyone to add a note when a prompt stops working well.</p>
<h2>Track what gets used</h2>
<p>A short monthly check shows which prompts earn their place. Ask people which three prompts they used most and which one they wish existed. Those answers tell you where to invest your next hour of prompt writing.</p>
<p>A good library turns individual experiments into team knowledge. It also gives new hires a fast way to learn how your team works with AI.</p>`,
  },
];
