// Where a visitor is in a survey, kept in the tab's sessionStorage so that
// the page loading again in full (a reload, a new build deployed meanwhile,
// Back or Forward onto it from another site) continues the same visit: the
// same respondent (the server's survey session), the answers as given, the
// view and the question shown, and the answer counter, so the next answers
// are newer than those already saved.
//
// A visit belongs to one history entry: its id is kept in that entry's state
// (the router keeps other fields there; `visitOf` reads ours), so coming back
// onto that entry continues it, while following a link to the survey or
// typing its address (a new entry) opens it afresh, as SPEC §4 says. What is
// stored is what the page showed (no credentials): the answers themselves
// already wait in localStorage until the server has them (answerQueue.ts).
// A stored visit is not continued when it is unreadable or another survey's,
// when the survey's questions or choices changed since (the visitor starts
// again, told why, with the answers that still fit: `answersThatFit`, where
// the visitor goes on: `placeAfterChange`), and
// after the survey was submitted (it is removed then).
//
// A tab the browser duplicates gets a copy of both the sessionStorage and the
// history entry's state, so the copy would continue the same visit, and the
// two tabs would save over each other's answers as one respondent. The tab
// showing a visit therefore holds a Web Lock named after it (`claimVisit`)
// for as long as it shows it; a tab that finds the lock held by another
// starts a new visit of its own, told why, and the original keeps its visit.
// What the visitor answers before the tab knows which it is is stored at once
// too, above the visit's `settled` counter, so a reload in that moment keeps
// it, still waiting to be sent as the visit's answers or a new respondent's.
//
// This file holds the rules (what is stored, and what opening a survey does
// with it); visitStorage.ts, the browser's part (the storage, the history
// entry and the Web Lock).
import { PROGRESS_STORAGE_KEY, VISIT_MARK } from '../../../../domain/surveys/forgetVisitScript';
import type { QuestionType, ViewMode } from '../../../../domain/surveys/survey';
import { RESPONDENT_ID_PATTERN, VIEW_MODES } from '../../../../domain/surveys/survey';

export { PROGRESS_STORAGE_KEY, VISIT_MARK };

const FORMAT = 1;

export type StoredAnswer = { choiceId: string | null; textResponse: string | null; sequence: number };

export type SurveyProgress = {
  /** The visit's id, kept in its history entry's state. */
  visit: string;
  surveyId: string;
  /** surveyShape() of the survey when the visit started. */
  shape: string;
  respondentId: string;
  viewMode: ViewMode;
  /** The question shown in slide view (0-based). */
  slide: number;
  /** The highest answer counter used: the next answer takes a higher one. */
  sequence: number;
  /**
   * The answer counter when this tab last knew the visit was its own:
   * answers above it were given before it knew (after a reload) and are
   * not sent yet.
   */
  settled: number;
  /**
   * Each question's type when the visit started, to tell which answers still
   * fit once the survey changed (absent in what an earlier build stored).
   */
  questionTypes?: Record<string, string>;
  answers: Record<string, StoredAnswer>;
};

/** What a question contributes to a survey's shape: its id, type and choices. */
export type ShapedQuestion = { id: string; questionType: string; choices: readonly { id: string }[] };

/**
 * A short fingerprint of what answers depend on: the questions, in order,
 * their types and choices. An edit of a question's wording keeps it (the
 * answers still fit); a question or choice added, removed or moved does not.
 */
export function surveyShape(questions: readonly ShapedQuestion[]): string {
  const text = questions
    .map((question) => [question.id, question.questionType, ...question.choices.map((choice) => choice.id)])
    .map((parts) => parts.join(','))
    .join(';');
  // FNV-1a, 32 bits: enough to notice a change, not a secret.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${questions.length}:${hash.toString(16)}`;
}

/** What opening the survey on a history entry finds stored for it. */
export type StoredVisit =
  /** Nothing to continue: start a new visit. */
  | { kind: 'none' }
  /**
   * The visit on this entry was of the survey as it was before an admin
   * changed it: start again, say why, and keep `answers` (those that still
   * fit), their counters below `sequence`.
   */
  | {
      kind: 'changed';
      answers: Record<string, StoredAnswer>;
      sequence: number;
      /** Where the survey opens again: `placeAfterChange`. */
      place: { viewMode: ViewMode; slide: number };
    }
  | { kind: 'resume'; progress: SurveyProgress };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isOptionalText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function readAnswer(value: unknown): StoredAnswer | null {
  if (!isObject(value)) return null;
  const { choiceId, textResponse, sequence } = value;
  if (!isOptionalText(choiceId) || !isOptionalText(textResponse) || !isCount(sequence)) return null;
  if ((choiceId === null) === (textResponse === null)) return null;
  return { choiceId, textResponse, sequence };
}

/** The stored JSON read back as a progress, or null when it is not one (corrupt, another format). */
export function parseProgress(json: string | null): SurveyProgress | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(value) || value.format !== FORMAT) return null;
  const { visit, surveyId, shape, respondentId, viewMode, slide, sequence, answers } = value;
  // Stored before the visit had it (an earlier build): every answer was the visit's.
  const settled = value.settled ?? sequence;
  if (typeof visit !== 'string' || !visit || typeof surveyId !== 'string' || !surveyId) return null;
  if (typeof shape !== 'string' || typeof respondentId !== 'string') return null;
  if (!RESPONDENT_ID_PATTERN.test(respondentId)) return null;
  if (!(VIEW_MODES as readonly unknown[]).includes(viewMode) || !isCount(slide) || !isCount(sequence))
    return null;
  if (!isCount(settled) || settled > sequence) return null;
  if (!isObject(answers)) return null;
  const { questionTypes } = value;
  if (
    questionTypes !== undefined &&
    (!isObject(questionTypes) || !Object.values(questionTypes).every((type) => typeof type === 'string'))
  )
    return null;
  const read: Record<string, StoredAnswer> = {};
  for (const [questionId, given] of Object.entries(answers)) {
    const answer = readAnswer(given);
    if (!answer || answer.sequence > sequence) return null;
    read[questionId] = answer;
  }
  return {
    visit,
    surveyId,
    shape,
    respondentId,
    viewMode: viewMode as ViewMode,
    slide,
    sequence,
    settled,
    ...(questionTypes === undefined ? {} : { questionTypes: questionTypes as Record<string, string> }),
    answers: read,
  };
}

/** The question types of `questions`, by id, as a progress keeps them. */
export const questionTypesOf = (questions: readonly ShapedQuestion[]): Record<string, string> =>
  Object.fromEntries(questions.map((question) => [question.id, question.questionType]));

/** Question types that take a text answer (a short answer, or a contact form's as JSON text). */
const TEXT_ANSWERED = new Set<string>(['short_answer', 'contact_form'] satisfies QuestionType[]);

/**
 * The answers of `progress` that still fit `questions` after the survey
 * changed: their question is still there with the same type, and a choice
 * answer's choice is still one of its choices. Without the types the visit
 * started with (an earlier build stored it), none is known to fit.
 */
export function answersThatFit(
  progress: Pick<SurveyProgress, 'answers' | 'questionTypes'>,
  questions: readonly ShapedQuestion[],
): Record<string, StoredAnswer> {
  const current = new Map(questions.map((question) => [question.id, question]));
  return Object.fromEntries(
    Object.entries(progress.answers).filter(([questionId, answer]) => {
      const question = current.get(questionId);
      if (!question || progress.questionTypes?.[questionId] !== question.questionType) return false;
      return answer.choiceId === null
        ? TEXT_ANSWERED.has(question.questionType)
        : question.choices.some((choice) => choice.id === answer.choiceId);
    }),
  );
}

/**
 * Where a visit started again after the survey changed opens: in the view
 * the visitor had and, for slide view, at the first question that takes an
 * answer and has none kept (the visitor goes on from there), though no later
 * than the question they were on.
 */
export function placeAfterChange(
  progress: Pick<SurveyProgress, 'viewMode' | 'slide'>,
  questions: readonly ShapedQuestion[],
  kept: Record<string, StoredAnswer>,
): { viewMode: ViewMode; slide: number } {
  const where = Math.min(progress.slide, Math.max(0, questions.length - 1));
  const unanswered = questions.findIndex(
    (question) => question.questionType !== ('text_only' satisfies QuestionType) && !(question.id in kept),
  );
  return { viewMode: progress.viewMode, slide: unanswered < 0 ? where : Math.min(unanswered, where) };
}

export function serializeProgress(progress: SurveyProgress): string {
  return JSON.stringify({ format: FORMAT, ...progress });
}

/**
 * What to do on opening `survey` on the history entry whose visit is
 * `visit` (undefined: the entry has none yet), given what is stored.
 */
export function storedVisitFor(
  json: string | null,
  visit: string | undefined,
  survey: { id: string; questions: readonly ShapedQuestion[] },
): StoredVisit {
  if (!visit) return { kind: 'none' };
  const progress = parseProgress(json);
  if (!progress || progress.visit !== visit || progress.surveyId !== survey.id) return { kind: 'none' };
  if (progress.shape !== surveyShape(survey.questions)) {
    const answers = answersThatFit(progress, survey.questions);
    return {
      kind: 'changed',
      answers,
      sequence: progress.sequence,
      place: placeAfterChange(progress, survey.questions, answers),
    };
  }
  const questions = new Map(survey.questions.map((question) => [question.id, question]));
  for (const [questionId, answer] of Object.entries(progress.answers)) {
    const question = questions.get(questionId);
    const fits =
      question &&
      (answer.choiceId === null || question.choices.some((choice) => choice.id === answer.choiceId));
    if (!fits) return { kind: 'none' };
  }
  const slide = Math.min(progress.slide, Math.max(0, survey.questions.length - 1));
  return { kind: 'resume', progress: { ...progress, slide } };
}
