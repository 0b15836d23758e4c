// The AI Audit survey (SPEC §4): a survey is one when its title or description
// contains 'AI Audit'; its answers are mapped onto the AI audit payload
// (SPEC §3) by phrases found in each question's text.
//
// The phrase table below is the contract between the survey's questions and
// the email. A question belongs to the first field (top to bottom) one of
// whose phrases appears in its text, compared case-insensitively as whole
// words. An admin writing a new AI Audit survey keeps one of these phrases in
// each question; the seeded survey (prisma/seed-data/surveys.ts) uses:
//
// | payload field  | phrases                                                   | seeded question                                             |
// | -------------- | --------------------------------------------------------- | ----------------------------------------------------------- |
// | businessType   | type of business, kind of business, industry              | What type of business do you run?                           |
// | teamSize       | team size, how large is your team, how big is your team, how many people | How large is your team?                      |
// | timeSpenders   | spend the most time, most time-consuming, biggest time    | Where does your team spend the most time each week?         |
// | painPoints     | pain point, pain points                                   | What are your biggest operational pain points?              |
// | aiToolsUsed    | AI tools, AI tool                                         | Which AI tools have you already tried?                      |
// | dailyTools     | tools does your team use, tools do you use, daily tools, use every day | Which tools does your team use every day?      |
// | aiComfortLevel | comfortable, comfort level                                | How comfortable is your team with AI today?                 |
// | aiGoal         | main goal, goal you want AI, AI goal                      | What is the main goal you want AI to help with?             |
// | additionalInfo | anything else, additional information, additional info    | Is there anything else we should know?                      |
//
// The contact form gives name, email, phone and website. An answer whose
// question matches no phrase (the seed's budget question) is not dropped: it
// is added to additionalInfo as "question: answer", so the email carries
// every answer.
import type { AnsweredQuestion } from './survey';

export const AI_AUDIT_MARKER = 'AI Audit';

export const isAiAuditSurvey = (survey: { title: string; description?: string | null }): boolean =>
  survey.title.includes(AI_AUDIT_MARKER) || (survey.description ?? '').includes(AI_AUDIT_MARKER);

/** Payload fields that collect every matching answer. */
export const AUDIT_LIST_FIELDS = ['businessType', 'timeSpenders', 'aiToolsUsed'] as const;
/** Payload fields of one text (several matching answers are joined). */
export const AUDIT_TEXT_FIELDS = [
  'teamSize',
  'painPoints',
  'dailyTools',
  'aiComfortLevel',
  'aiGoal',
  'additionalInfo',
] as const;
export type AuditListField = (typeof AUDIT_LIST_FIELDS)[number];
export type AuditTextField = (typeof AUDIT_TEXT_FIELDS)[number];
export type AuditField = AuditListField | AuditTextField;

/** Top to bottom: the first field with a phrase in the question wins (AI tools before daily tools). */
export const AUDIT_PHRASES: readonly { field: AuditField; phrases: readonly string[] }[] = [
  { field: 'businessType', phrases: ['type of business', 'kind of business', 'industry'] },
  {
    field: 'teamSize',
    phrases: ['team size', 'how large is your team', 'how big is your team', 'how many people'],
  },
  { field: 'timeSpenders', phrases: ['spend the most time', 'most time-consuming', 'biggest time'] },
  { field: 'painPoints', phrases: ['pain point', 'pain points'] },
  { field: 'aiToolsUsed', phrases: ['AI tools', 'AI tool'] },
  {
    field: 'dailyTools',
    phrases: ['tools does your team use', 'tools do you use', 'daily tools', 'use every day'],
  },
  { field: 'aiComfortLevel', phrases: ['comfortable', 'comfort level'] },
  { field: 'aiGoal', phrases: ['main goal', 'goal you want AI', 'AI goal'] },
  { field: 'additionalInfo', phrases: ['anything else', 'additional information', 'additional info'] },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS = AUDIT_PHRASES.map(({ field, phrases }) => ({
  field,
  pattern: new RegExp(`(?<![\\w-])(?:${phrases.map(escapeRegExp).join('|')})(?![\\w-])`, 'i'),
}));

/** The payload field a question's answer belongs to, or null when no phrase matches. */
export function auditFieldOf(questionText: string): AuditField | null {
  return MATCHERS.find((matcher) => matcher.pattern.test(questionText))?.field ?? null;
}

export type AuditAnswers = { [F in AuditListField]: string[] } & { [F in AuditTextField]: string | null };

/**
 * The audit fields of a submission's answers (contact form excluded).
 * Unmatched answers end up in additionalInfo, after the visitor's own text.
 */
export function mapAuditAnswers(answers: readonly AnsweredQuestion[]): AuditAnswers {
  const lists: Record<AuditListField, string[]> = { businessType: [], timeSpenders: [], aiToolsUsed: [] };
  const texts: Record<AuditTextField, string[]> = {
    teamSize: [],
    painPoints: [],
    dailyTools: [],
    aiComfortLevel: [],
    aiGoal: [],
    additionalInfo: [],
  };
  const unmatched: string[] = [];
  for (const { question, questionType, answer } of answers) {
    const value = answer.trim();
    if (!value || questionType === 'contact_form' || questionType === 'text_only') continue;
    const field = auditFieldOf(question);
    if (field === null) unmatched.push(`${question.trim()}: ${value}`);
    else if ((AUDIT_LIST_FIELDS as readonly string[]).includes(field))
      lists[field as AuditListField].push(value);
    else texts[field as AuditTextField].push(value);
  }
  texts.additionalInfo.push(...unmatched);
  const joined = (field: AuditTextField, separator: string) =>
    texts[field].length > 0 ? texts[field].join(separator) : null;
  return {
    ...lists,
    teamSize: joined('teamSize', '; '),
    painPoints: joined('painPoints', '\n\n'),
    dailyTools: joined('dailyTools', '\n\n'),
    aiComfortLevel: joined('aiComfortLevel', '; '),
    aiGoal: joined('aiGoal', '\n\n'),
    additionalInfo: joined('additionalInfo', '\n\n'),
  };
}
