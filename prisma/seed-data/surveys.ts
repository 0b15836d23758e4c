// The two public surveys. The AI Audit survey's question texts contain the
// phrases that map answers onto the AI audit payload (SPEC §3, §4), so keep
// those phrases intact when editing.
import type { SurveySeed } from './types';

export const AI_AUDIT_SURVEY_TITLE = 'AI Audit: Where Can AI Save Your Team Time?';
export const FRACTIONAL_PM_SURVEY_TITLE = 'Fractional Product Manager Fit Check';

const YES_NO = ['Yes', 'No'] as const;

export const aiAuditSurvey: SurveySeed = {
  title: AI_AUDIT_SURVEY_TITLE,
  description:
    'Answer a few questions about your business, your tools, and your goals. We will email you three AI recommendations tailored to your team.',
  isActive: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  questions: [
    {
      questionText:
        '<p>This <b>AI Audit</b> takes about five minutes.</p><p>Tell us how your team works today, and we will reply with three specific ways AI can save you time. There are no wrong answers.</p>',
      questionType: 'text_only',
      choices: [],
    },
    {
      questionText: 'What type of business do you run?',
      questionType: 'multiple_choice',
      choices: [
        'Professional services, such as consulting, legal, or accounting',
        'Software or SaaS',
        'E-commerce or retail',
        'Healthcare or wellness',
        'Manufacturing or logistics',
        'Nonprofit or education',
      ],
    },
    {
      questionText: 'How large is your team?',
      questionType: 'multiple_choice',
      choices: ['Just me', '2 to 10 people', '11 to 50 people', '51 to 200 people', 'More than 200 people'],
    },
    {
      questionText: 'Where does your team spend the most time each week?',
      questionType: 'multiple_choice',
      choices: [
        'Email and internal messages',
        'Writing reports, proposals, and documents',
        'Data entry and spreadsheets',
        'Customer support and follow-ups',
        'Scheduling and meeting coordination',
        'Research and analysis',
      ],
    },
    {
      questionText: 'What are your biggest operational pain points?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'Which tools does your team use every day?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'Which AI tools have you already tried?',
      questionType: 'multiple_choice',
      choices: ['ChatGPT', 'Microsoft Copilot', 'Google Gemini', 'Claude', 'Other AI tools', 'None yet'],
    },
    {
      questionText: 'How comfortable is your team with AI today?',
      questionType: 'multiple_choice',
      choices: [
        'We have not started yet',
        'A few people experiment on their own',
        'Several people use AI every week',
        'AI is part of our daily workflows',
      ],
    },
    {
      questionText: 'Do you have a budget set aside for AI initiatives this year?',
      questionType: 'yes_no',
      choices: YES_NO,
    },
    {
      questionText: 'What is the main goal you want AI to help with?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'Is there anything else we should know?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'How can we reach you with your audit?',
      questionType: 'contact_form',
      choices: [],
    },
  ],
};

export const fractionalPmSurvey: SurveySeed = {
  title: FRACTIONAL_PM_SURVEY_TITLE,
  description:
    'Eight short questions to see whether a fractional product manager fits your stage, your team, and your roadmap.',
  isActive: true,
  createdAt: '2026-09-01T09:00:00.000Z',
  questions: [
    {
      questionText:
        '<p>A fractional product manager works with your team for a set number of hours each week.</p><p>This <b>fit check</b> takes about three minutes, and we will follow up with an honest view of whether the model suits you.</p>',
      questionType: 'text_only',
      choices: [],
    },
    {
      questionText: 'What stage is your company at?',
      questionType: 'multiple_choice',
      choices: [
        'Idea stage, no product yet',
        'Building a first version',
        'Early revenue, still finding product-market fit',
        'Growing an established product',
        'Mature company with several products',
      ],
    },
    {
      questionText: 'Who owns product decisions today?',
      questionType: 'multiple_choice',
      choices: [
        'The founder or CEO',
        'A technical cofounder or CTO',
        'An engineering lead',
        'A full-time product manager',
        'Nobody clearly owns them',
      ],
    },
    {
      questionText: 'How many engineers work on the product?',
      questionType: 'multiple_choice',
      choices: ['1 to 3', '4 to 10', '11 to 25', 'More than 25'],
    },
    {
      questionText: 'Do you have a written roadmap for the next two quarters?',
      questionType: 'yes_no',
      choices: YES_NO,
    },
    {
      questionText: 'What product outcome matters most to you in the next six months?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'How many hours of product leadership do you need each week?',
      questionType: 'multiple_choice',
      choices: ['Fewer than 10 hours', '10 to 20 hours', '20 to 30 hours', 'Not sure yet'],
    },
    {
      questionText: 'What has kept you from hiring a full-time product manager?',
      questionType: 'short_answer',
      choices: [],
    },
    {
      questionText: 'How can we reach you to discuss your product needs?',
      questionType: 'contact_form',
      choices: [],
    },
  ],
};

/** Oldest first; the AI Audit survey is the newest. */
export const surveys: readonly SurveySeed[] = [fractionalPmSurvey, aiAuditSurvey];
