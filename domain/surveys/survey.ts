// Survey rules shared by the survey screen and the server (SPEC §3-§5): the
// contact-form answer, the checks before a survey is submitted (in the spec's
// order), answer limits, and how answers are summarised for the CRM and the
// fractional-PM email. The AI Audit mapping is in domain/surveys/aiAudit.ts.
import { FIELD_LIMITS } from '../conversion';
import { tooLongMessage, VALIDATION } from '../shared/messages';
import {
  maxLength,
  type Rule,
  required,
  validateEmail,
  validatePublicPhone,
  validateWebsite,
} from '../shared/validation';

export const QUESTION_TYPES = [
  'multiple_choice',
  'yes_no',
  'short_answer',
  'contact_form',
  'text_only',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const VIEW_MODES = ['form', 'slide'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = 'form';

/** Questions answered by picking one of their choices. */
export const isChoiceQuestion = (type: QuestionType) => type === 'multiple_choice' || type === 'yes_no';
/** is_required is derived: only contact-form questions are required (SPEC §3). */
export const isRequiredQuestion = (type: QuestionType) => type === 'contact_form';

export const YES_NO_CHOICES = ['Yes', 'No'] as const;

/** Longest short answer, in characters. */
export const SHORT_ANSWER_MAX_LENGTH = 5000;
/** Longest contact-form website address. */
export const WEBSITE_MAX_LENGTH = 300;
/** A respondent id is the browser's random UUID; anything id-like of this shape is accepted. */
export const RESPONDENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The survey page's address parameter of the builder's "Preview as a visitor": the page sends nothing. */
export const PREVIEW_PARAM = 'preview';

/** Words of the survey screens and the builder that the spec does not give. */
/** The GraphQL error code of SURVEY_TEXT.respondentRemoved, for the survey page to recognize. */
export const RESPONDENT_REMOVED_CODE = 'RESPONDENT_REMOVED';

export const SURVEY_TEXT = {
  saving: 'Saving your answers…',
  saved: 'Your answers are saved as you go.',
  offline: 'You are offline. Your answers are kept on this device and saved when you are back online.',
  /** Offline with every answer given so far saved: the ones still to come wait on the device. */
  offlineSaved:
    'You are offline. The answers you gave are saved; new ones are kept on this device and saved when you are back online.',
  retrying: 'Your answers could not be saved yet. Trying again shortly…',
  preview: 'Preview: this survey is not active, so answers are not saved.',
  /** An active survey opened from the builder's "Preview as a visitor": nothing is sent, so nothing counts in its results. */
  previewActive: 'Preview: answers are not saved and do not count in the results.',
  /** Shown by a browser with JavaScript off, where the survey's controls stay disabled. */
  needsJavaScript:
    'This survey needs JavaScript to save your answers. Please turn it on in your browser, then reload the page.',
  /**
   * The page loaded again in the middle of a visit, but the survey's questions
   * had changed meanwhile: the answers that still fit are kept.
   */
  restarted:
    'This survey was updated since you started it. Answers to questions that changed were cleared; your other answers were kept. Sorry for the trouble.',
  /**
   * A tab opened as a copy of one where the visit is under way (the browser's
   * Duplicate): the copy starts a response of its own, the original keeps its.
   */
  openElsewhere:
    'This survey is already open in another tab, so this tab starts a new, separate response. Your answers in the other tab are kept there.',
  /**
   * A visit resumed (the page loaded again) whose response the server already
   * has: it was submitted, the reply lost on the way. Nothing more is saved.
   */
  alreadySubmitted:
    'Thank you: your response to this survey was already received, so it can no longer be changed. Any change made since it was sent was not saved.',
  /**
   * An answer the server refused for good (the survey was closed, or changed
   * so that the answer no longer fits), with the server's reason.
   */
  answerNotSaved: (question: string, reason: string) =>
    `Your answer to “${question}” was not saved: ${reason}`,
  /** The button that hides the notice saying why the survey starts again (restarted, openElsewhere). */
  hideNotice: 'Hide this message',
  questionNotFound: 'Question not found',
  choiceInvalid: 'Please choose one of the options',
  noAnswerExpected: 'This question takes no answer',
  respondentInvalid: 'The survey session is not valid. Please reload the page.',
  /**
   * The server's refusal of a start, answer or submission of a respondent an
   * admin removed from the survey's results (a test run, spam): nothing of
   * it is stored. The error carries RESPONDENT_REMOVED_CODE.
   */
  respondentRemoved:
    'These answers were removed from the survey and can no longer be changed. Please start the survey again.',
  /**
   * The survey page, told its respondent was removed: the earlier answers are
   * gone from this device too, and the survey starts again as a new response.
   */
  removedRestarted:
    'Your earlier answers to this survey were removed, so the survey starts again as a new response.',
  contactAnswerInvalid: 'The contact form answer is not valid',
} as const;

// ---------------------------------------------------------------- contact form

/** The contact-form answer, stored as JSON text (SPEC §3). */
export type ContactAnswer = { name: string; email: string; phone: string; website: string };
export type ContactField = keyof ContactAnswer;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'website'];

export const CONTACT_FIELD_LIMITS: Record<ContactField, number> = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  website: WEBSITE_MAX_LENGTH,
};

export const emptyContactAnswer = (): ContactAnswer => ({ name: '', email: '', phone: '', website: '' });

export const serializeContactAnswer = (answer: ContactAnswer): string => JSON.stringify(answer);

/** The stored JSON text read back; null when it is not a contact answer at all. */
export function parseContactAnswer(text: string | null | undefined): ContactAnswer | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const answer = emptyContactAnswer();
  for (const field of CONTACT_FIELDS) {
    const fieldValue = record[field] ?? '';
    if (typeof fieldValue !== 'string') return null;
    answer[field] = fieldValue;
  }
  return answer;
}

export const isContactAnswerEmpty = (answer: ContactAnswer | null): boolean =>
  !answer || CONTACT_FIELDS.every((field) => answer[field].trim() === '');

/**
 * The rules of each contact field as the visitor leaves it (SPEC §5): name,
 * email and website are required, the phone is optional with 10+ digits.
 */
const CONTACT_FIELD_RULES: Record<ContactField, Rule[]> = {
  name: [required(VALIDATION.nameRequired), maxLength(CONTACT_FIELD_LIMITS.name)],
  email: [validateEmail, maxLength(CONTACT_FIELD_LIMITS.email)],
  phone: [validatePublicPhone, maxLength(CONTACT_FIELD_LIMITS.phone)],
  website: [validateWebsite, maxLength(CONTACT_FIELD_LIMITS.website)],
};

export function validateContactField(field: ContactField, value: string): string | null {
  for (const rule of CONTACT_FIELD_RULES[field]) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** A partly filled contact form may be saved as the visitor types; only its shape and lengths are checked. */
export function checkContactAnswerShape(text: string): string | null {
  const answer = parseContactAnswer(text);
  if (!answer) return SURVEY_TEXT.contactAnswerInvalid;
  for (const field of CONTACT_FIELDS) {
    const message = maxLength(CONTACT_FIELD_LIMITS[field])(answer[field]);
    if (message) return message;
  }
  return null;
}

// ---------------------------------------------------------------- submit

export type SubmitProblem = {
  /** The contact field to point at, or 'contact' for the whole form. */
  field: ContactField | 'contact';
  message: string;
};

/**
 * The checks before a survey is sent, in the spec's order (SPEC §5): 'Contact
 * form not found', 'Please fill out the contact form', 'Name is required',
 * 'Email is required', 'Website is required', 'Please enter a valid email
 * address'. Then, beyond the spec, what the blur rules also refuse: a bad
 * website or phone, and values over their length limit.
 */
export function firstSubmitProblem(
  questions: readonly { id: string; questionType: QuestionType }[],
  textAnswerOf: (questionId: string) => string | null | undefined,
): SubmitProblem | null {
  const contactQuestion = questions.find((question) => question.questionType === 'contact_form');
  if (!contactQuestion) return { field: 'contact', message: VALIDATION.contactFormNotFound };
  const answer = parseContactAnswer(textAnswerOf(contactQuestion.id));
  if (!answer || isContactAnswerEmpty(answer)) {
    return { field: 'contact', message: VALIDATION.contactFormEmpty };
  }
  const blank = (field: ContactField) => answer[field].trim() === '';
  if (blank('name')) return { field: 'name', message: VALIDATION.nameRequired };
  if (blank('email')) return { field: 'email', message: VALIDATION.emailRequired };
  if (blank('website')) return { field: 'website', message: VALIDATION.websiteRequired };
  for (const field of ['email', 'website', 'phone', 'name'] as const) {
    const message = validateContactField(field, answer[field]);
    if (message) return { field, message };
  }
  return null;
}

/**
 * Every contact field's problem, by field, as the fields show them once a
 * submit has been refused: the visitor sees each field to fix at once, not
 * one per press of Submit (the alert still says the first, in the spec's order).
 */
export function contactFieldProblems(text: string | null | undefined): Partial<Record<ContactField, string>> {
  const answer = parseContactAnswer(text) ?? emptyContactAnswer();
  const problems: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = validateContactField(field, answer[field]);
    if (message) problems[field] = message;
  }
  return problems;
}

/** The contact answer with its values trimmed, as it is stored in the CRM. */
export const trimContactAnswer = (answer: ContactAnswer): ContactAnswer => ({
  name: answer.name.trim(),
  email: answer.email.trim(),
  phone: answer.phone.trim(),
  website: answer.website.trim(),
});

// ---------------------------------------------------------------- summaries

/** One answered question in words: its text and the choice or text given. */
export type AnsweredQuestion = { question: string; questionType: QuestionType; answer: string };

/** The contact answer on one line, for summaries and the admin's results. */
export function formatContactAnswer(answer: ContactAnswer): string {
  return CONTACT_FIELDS.map((field) => answer[field].trim())
    .filter(Boolean)
    .join(', ');
}

/** The words of an answer: the choice's text, the short answer, or the contact details. */
export function answerText(
  questionType: QuestionType,
  answer: { choiceText?: string | null; textResponse?: string | null },
): string {
  if (isChoiceQuestion(questionType)) return answer.choiceText?.trim() ?? '';
  if (questionType === 'contact_form') {
    const contact = parseContactAnswer(answer.textResponse);
    return contact ? formatContactAnswer(contact) : '';
  }
  return answer.textResponse?.trim() ?? '';
}

/**
 * Every answered question as "question\nanswer" blocks, in survey order: the
 * CRM note and the fractional-PM email's message. The contact form is left
 * out when its details are shown elsewhere.
 */
export function summarizeAnswers(
  answers: readonly AnsweredQuestion[],
  { withContact = true }: { withContact?: boolean } = {},
): string {
  return answers
    .filter((item) => item.answer.trim() !== '' && (withContact || item.questionType !== 'contact_form'))
    .map((item) => `${item.question}\n${item.answer}`)
    .join('\n\n');
}

/** 'Please use at most 5000 characters' (tooLongMessage) for text answers. */
export const shortAnswerTooLong = (text: string): string | null =>
  text.length > SHORT_ANSWER_MAX_LENGTH ? tooLongMessage(SHORT_ANSWER_MAX_LENGTH) : null;

/** The CRM source of a survey lead (SPEC §3 names 'Website' for the contact form). */
export const surveyCrmSource = (title: string) => `Survey: ${title}`;
