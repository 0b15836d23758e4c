// Storing survey answers as they are given. One statement records the
// respondent's session and their answer: the database's unique index on
// (respondent, question) makes a new answer replace the earlier one, and the
// respondent's answer counter (sequence) makes sure a retried older answer
// never overwrites a newer one, whatever order concurrent saves commit in.
// A respondent an admin removed is recognized by its tombstone and refused.
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { SURVEY } from '../../../domain/shared/messages';
import {
  checkContactAnswerShape,
  isChoiceQuestion,
  isContactAnswerEmpty,
  parseContactAnswer,
  type QuestionType,
  RESPONDENT_ID_PATTERN,
  RESPONDENT_REMOVED_CODE,
  SURVEY_TEXT,
  serializeContactAnswer,
  shortAnswerTooLong,
  type ViewMode,
} from '../../../domain/surveys/survey';
import type { Db } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';

export type AnswerTarget = { id: string; questionType: QuestionType; choiceIds: ReadonlySet<string> };

/** What the browser sends for one answer. */
export type GivenAnswer = { choiceId: string | null; textResponse: string | null };

/** An answer as it is stored: a choice, or text (trimmed; null when empty). */
export type CheckedAnswer = { choiceId: string | null; textResponse: string | null };

export function checkRespondentId(respondentId: string): void {
  if (!RESPONDENT_ID_PATTERN.test(respondentId)) {
    throw new ValidationError([{ field: 'respondentId', message: SURVEY_TEXT.respondentInvalid }]);
  }
}

/** Checks one answer against its question; throws the message to show, or returns what to store. */
export function checkAnswer(question: AnswerTarget | undefined, answer: GivenAnswer): CheckedAnswer {
  if (!question) throw new NotFoundError(SURVEY_TEXT.questionNotFound);
  const refuse = (field: string, message: string): never => {
    throw new ValidationError([{ field, message }]);
  };
  if (question.questionType === 'text_only') return refuse('questionId', SURVEY_TEXT.noAnswerExpected);
  if (isChoiceQuestion(question.questionType)) {
    if (!answer.choiceId || !question.choiceIds.has(answer.choiceId)) {
      return refuse('choiceId', SURVEY_TEXT.choiceInvalid);
    }
    return { choiceId: answer.choiceId, textResponse: null };
  }
  const text = answer.textResponse ?? '';
  if (question.questionType === 'contact_form') {
    const problem = checkContactAnswerShape(text || '{}');
    if (problem) return refuse('textResponse', problem);
    const contact = parseContactAnswer(text || '{}');
    return {
      choiceId: null,
      textResponse: isContactAnswerEmpty(contact) ? null : serializeContactAnswer(contact!),
    };
  }
  const tooLong = shortAnswerTooLong(text.trim());
  if (tooLong) return refuse('textResponse', tooLong);
  return { choiceId: null, textResponse: text.trim() || null };
}

/** The answerable question of an active survey, or null. */
export async function findAnswerTarget(
  db: Db,
  surveyId: string,
  questionId: string,
): Promise<AnswerTarget | undefined> {
  const question = await db.question.findFirst({
    where: { id: questionId, surveyId, survey: { isActive: true } },
    select: { id: true, questionType: true, choices: { select: { id: true } } },
  });
  return question
    ? { ...question, choiceIds: new Set(question.choices.map((choice) => choice.id)) }
    : undefined;
}

/** Throws 'Survey not found' unless the survey exists and is active. */
export async function requireActiveSurvey(db: Db, surveyId: string | null): Promise<string> {
  const survey = surveyId
    ? await db.survey.findFirst({ where: { id: surveyId, isActive: true }, select: { id: true } })
    : null;
  if (!survey) throw new NotFoundError(SURVEY.notFound);
  return survey.id;
}

/**
 * A start, answer or submission of a respondent an admin removed: refused
 * for good, with a code the survey page recognizes (it then starts afresh).
 * A GraphQL error, like ForbiddenError, so every respondent mutation says it
 * the same way without a new member in each result union.
 */
export class RespondentRemovedError extends GraphQLError {
  constructor() {
    super(SURVEY_TEXT.respondentRemoved, { extensions: { code: RESPONDENT_REMOVED_CODE } });
  }
}

/** What a tombstone keeps of a respondent id: its SHA-256 (hex), never the id itself. */
export const respondentKeyHash = (respondentId: string) =>
  createHash('sha256').update(respondentId).digest('hex');

/** Throws RespondentRemovedError when an admin removed this respondent from the survey. */
export async function refuseRemoved(db: Db, surveyId: string, respondentId: string): Promise<void> {
  const tombstone = await db.removedRespondent.findUnique({
    where: { surveyId_keyHash: { surveyId, keyHash: respondentKeyHash(respondentId) } },
    select: { id: true },
  });
  if (tombstone) throw new RespondentRemovedError();
}

/**
 * After a start or answer was stored: a removal that committed meanwhile (the
 * start or answer checked before it, then waited on the session's row it
 * deleted) would otherwise have the respondent back. What was stored goes
 * again (the answers with the session), and the request is refused.
 */
export async function undoIfRemoved(db: Db, surveyId: string, respondentId: string): Promise<void> {
  try {
    await refuseRemoved(db, surveyId, respondentId);
  } catch (error) {
    await db.surveySession.deleteMany({ where: { surveyId, respondentId } });
    throw error;
  }
}

export type Respondent = { surveyId: string; respondentId: string; viewMode: ViewMode; now: Date };

/**
 * Records that a respondent opened the survey (again: only the view mode
 * changes). Returns true when the respondent has already submitted it (then
 * nothing changes).
 */
export async function startSession(
  db: Db,
  { surveyId, respondentId, viewMode, now }: Respondent,
): Promise<boolean> {
  // A submitted session is the one conflicting row the statement leaves as it is.
  const changed = await db.$executeRaw`
    INSERT INTO survey_sessions (id, survey_id, respondent_id, view_mode, started_at)
    VALUES (gen_random_uuid(), ${surveyId}::uuid, ${respondentId}, ${viewMode}::view_mode, ${now})
    ON CONFLICT (survey_id, respondent_id) DO UPDATE SET view_mode = EXCLUDED.view_mode
    WHERE survey_sessions.submitted_at IS NULL`;
  return changed === 0;
}

/** Whether the respondent has submitted the survey. */
export async function hasSubmitted(db: Db, surveyId: string, respondentId: string): Promise<boolean> {
  const session = await db.surveySession.findUnique({
    where: { surveyId_respondentId: { surveyId, respondentId } },
    select: { submittedAt: true },
  });
  return Boolean(session?.submittedAt);
}

/**
 * Stores one answer and the session it belongs to, in one statement. Returns
 * false when nothing changed: a newer answer is already stored, the
 * respondent has already submitted the survey, or an admin removed it.
 */
export async function storeAnswer(
  db: Db,
  respondent: Respondent,
  answer: CheckedAnswer & { questionId: string; sequence: number },
): Promise<boolean> {
  const { surveyId, respondentId, viewMode, now } = respondent;
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH session AS (
      INSERT INTO survey_sessions (id, survey_id, respondent_id, view_mode, started_at)
      SELECT gen_random_uuid(), ${surveyId}::uuid, ${respondentId}, ${viewMode}::view_mode, ${now}
      WHERE NOT EXISTS (SELECT 1 FROM removed_respondents
                         WHERE survey_id = ${surveyId}::uuid AND key_hash = ${respondentKeyHash(respondentId)})
      ON CONFLICT (survey_id, respondent_id) DO UPDATE SET view_mode = EXCLUDED.view_mode
      WHERE survey_sessions.submitted_at IS NULL
      RETURNING survey_id
    )
    INSERT INTO responses AS r (id, survey_id, question_id, respondent_id, choice_id, text_response,
                                view_mode, sequence, created_at, updated_at)
    SELECT gen_random_uuid(), session.survey_id, ${answer.questionId}::uuid, ${respondentId},
           ${answer.choiceId}::uuid, ${answer.textResponse}, ${viewMode}::view_mode, ${answer.sequence}::int,
           ${now}, ${now}
    FROM session
    ON CONFLICT (respondent_id, question_id) DO UPDATE SET
      choice_id = EXCLUDED.choice_id,
      text_response = EXCLUDED.text_response,
      view_mode = EXCLUDED.view_mode,
      sequence = EXCLUDED.sequence,
      updated_at = EXCLUDED.updated_at
    WHERE r.sequence <= EXCLUDED.sequence
    RETURNING r.id`;
  return rows.length > 0;
}
