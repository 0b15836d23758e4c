// Saving a survey from the admin builder: the whole draft in one transaction.
// Questions and choices keep their ids (and so their answers) when they are
// kept, take their order from the draft, and are deleted (with their
// answers) when left out. A text_only question's HTML shows library images and
// videos as a post's body does, and is saved as one (withLibraryFiles).

import { CONTENT } from '../../../domain/shared/content';
import {
  normalizedChoices,
  SURVEY_BUILDER,
  type SurveyDraft,
  validateSurveyDraft,
} from '../../../domain/surveys/builder';
import type { Context } from '../../context';
import type { Prisma, PrismaClient } from '../../db';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf } from '../shared/ids';
import { type ShownMedia, savedMedia } from '../shared/savedMedia';
import {
  firstVersion,
  LAST_SAVE,
  newVersion,
  saveAtVersion,
  TX_OPTIONS,
  type VersionedRow,
} from '../shared/saves';

type Tx = Prisma.TransactionClient;

export type SaveSurveyRequest = {
  /** null to create a survey. */
  id: string | null;
  /** The version the edit started from; a save over someone else's change is refused. */
  expectedVersion: number | null;
  /** Or, deprecated (scripts written when the builder sent it), the updatedAt it loaded. */
  expectedUpdatedAt: Date | null;
  draft: SurveyDraft;
};

/** The builder's input, with global ids. */
export type SurveyDraftInput = {
  id?: GlobalId | null;
  expectedUpdatedAt?: Date | null;
  expectedVersion?: number | null;
  title: string;
  description?: string | null;
  isActive: boolean;
  questions: readonly {
    id?: GlobalId | null;
    questionText: string;
    questionType: SurveyDraft['questions'][number]['questionType'];
    choices: readonly { id?: GlobalId | null; choiceText: string }[];
  }[];
};

/** The row ids behind the input; an id of the wrong kind is kept as one no row has. */
export function surveyDraftRequest(input: SurveyDraftInput): SaveSurveyRequest {
  const id = input.id ? rowIdOf(input.id, 'Survey') : null;
  if (input.id && !id) throw new NotFoundError(SURVEY_BUILDER.notFound);
  return {
    id,
    expectedVersion: input.expectedVersion ?? null,
    expectedUpdatedAt: input.expectedUpdatedAt ?? null,
    draft: {
      title: input.title,
      description: input.description ?? '',
      isActive: input.isActive,
      questions: input.questions.map((question) => ({
        id: question.id ? (rowIdOf(question.id, 'Question') ?? 'invalid') : null,
        questionText: question.questionText,
        questionType: question.questionType,
        choices: question.choices.map((choice) => ({
          id: choice.id ? (rowIdOf(choice.id, 'Choice') ?? 'invalid') : null,
          choiceText: choice.choiceText,
        })),
      })),
    },
  };
}

/** Deletes a survey with its questions, choices and every answer; returns its row id. */
export async function deleteSurvey(prisma: PrismaClient, globalId: GlobalId): Promise<string> {
  const id = rowIdOf(globalId, 'Survey');
  const { count } = id ? await prisma.survey.deleteMany({ where: { id } }) : { count: 0 };
  if (!id || count === 0) throw new NotFoundError(SURVEY_BUILDER.notFound);
  return id;
}

/**
 * The version the edit opened the survey at: the one it names, or, for a
 * script that names the deprecated updatedAt, the survey's version while the survey
 * still has that updatedAt (the version before its current one once it changed:
 * the save is then stale). The survey as read now, for its version check.
 */
async function openedVersion(tx: Tx, surveyId: string, request: SaveSurveyRequest): Promise<number> {
  if (request.expectedVersion !== null) return request.expectedVersion;
  const survey = await tx.survey.findUnique({
    where: { id: surveyId },
    select: { updatedAt: true, version: true },
  });
  // A survey gone: its version check says so (lastSave finds none), whatever version is named.
  if (!survey) return 1;
  if (survey.updatedAt.getTime() === request.expectedUpdatedAt?.getTime()) return survey.version;
  // Saved since the edit opened it: one before the current version is stale, as it was opened.
  if (survey.version > 1) return survey.version - 1;
  // Never saved since it was created, so the time names no version it ever had.
  throw new ValidationError([{ field: 'expectedUpdatedAt', message: SURVEY_BUILDER.updatedAtUnknown }]);
}

/**
 * A survey as the builder's saves name its version (see saveAtVersion): its
 * refusal is the builder's own words, and the conflict's savedBy names the
 * admin whose save (or file's delete everywhere) made the current version.
 */
const surveyRow = (tx: Tx, surveyId: string): VersionedRow => ({
  what: SURVEY_BUILDER.conflictSubject,
  conflict: SURVEY_BUILDER.changedElsewhere,
  notFound: SURVEY_BUILDER.notFound,
  lastSave: () => tx.survey.findUnique({ where: { id: surveyId }, select: LAST_SAVE }),
});

/**
 * Returns the id of the saved survey. An edit names the version it was made
 * from (expectedVersion, or a script's deprecated expectedUpdatedAt) and goes through
 * saveAtVersion: a save over someone else's is refused, as every admin save is.
 */
export async function saveSurvey(context: Context, request: SaveSurveyRequest): Promise<string> {
  const { draft } = request;
  const checkedFields = () => {
    const problems = validateSurveyDraft(draft);
    if (problems.length > 0) throw new ValidationError(problems);
    return {
      title: draft.title.trim(),
      description: draft.description.trim() || null,
      isActive: draft.isActive,
    };
  };
  const surveyId = request.id;
  if (surveyId && request.expectedVersion === null && request.expectedUpdatedAt === null) {
    throw new ValidationError([{ field: 'expectedVersion', message: CONTENT.expectedVersionRequired }]);
  }
  return context.prisma.$transaction(async (tx) => {
    if (!surveyId) {
      const fields = checkedFields();
      const saved = await withLibraryFiles(context, tx, draft);
      const { id } = await tx.survey.create({
        data: { ...fields, ...firstVersion(context) },
        select: { id: true },
      });
      await checkQuestionIds(tx, id, draft);
      await saveQuestions(tx, id, saved);
      return id;
    }
    const expectedVersion = await openedVersion(tx, surveyId, request);
    const check = async () => {
      const fields = checkedFields();
      const saved = await withLibraryFiles(context, tx, draft);
      await checkQuestionIds(tx, surveyId, draft);
      return { fields, saved };
    };
    const { saved } = await saveAtVersion(
      context,
      surveyRow(tx, surveyId),
      expectedVersion,
      check,
      ({ fields }) =>
        tx.survey.updateMany({
          where: { id: surveyId, version: expectedVersion },
          data: { ...fields, ...newVersion(context) },
        }),
    );
    await saveQuestions(tx, surveyId, saved);
    return surveyId;
  }, TX_OPTIONS);
}

/**
 * The draft with its text_only questions (the HTML visitors see) saved as a post's body is (see
 * savedMedia), all at once: a stored file that was deleted is refused on its question, and the
 * files they link stay until the save ends, so a delete of one waits, then finds the survey
 * among its uses.
 */
async function withLibraryFiles(context: Context, tx: Tx, draft: SurveyDraft): Promise<SurveyDraft> {
  const field = (index: number) => `questions.${index}.questionText`;
  const shown: Record<string, ShownMedia> = {};
  for (const [index, question] of draft.questions.entries()) {
    if (question.questionType === 'text_only') shown[field(index)] = { html: question.questionText };
  }
  const media = await savedMedia(context, tx, shown);
  ValidationError.throwIf(media.errors);
  return {
    ...draft,
    questions: draft.questions.map((question, index) =>
      question.questionType === 'text_only'
        ? { ...question, questionText: media.values[field(index)]! }
        : question,
    ),
  };
}

/** Refuses ids of questions and choices the survey does not have (each question once). */
async function checkQuestionIds(tx: Tx, surveyId: string, draft: SurveyDraft): Promise<void> {
  const existing = await tx.question.findMany({
    where: { surveyId },
    select: { id: true, choices: { select: { id: true } } },
  });
  const choicesOf = new Map(
    existing.map((question) => [question.id, new Set(question.choices.map((c) => c.id))]),
  );
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  draft.questions.forEach((question, index) => {
    if (question.id && (!choicesOf.has(question.id) || seen.has(question.id))) {
      problems.push({ field: `questions.${index}`, message: SURVEY_BUILDER.questionNotInSurvey });
    }
    if (question.id) seen.add(question.id);
    normalizedChoices(question).forEach((choice, choiceIndex) => {
      if (choice.id && !choicesOf.get(question.id ?? '')?.has(choice.id)) {
        problems.push({
          field: `questions.${index}.choices.${choiceIndex}`,
          message: SURVEY_BUILDER.choiceNotInQuestion,
        });
      }
    });
  });
  if (problems.length > 0) throw new ValidationError(problems);
}

async function saveQuestions(tx: Tx, surveyId: string, draft: SurveyDraft): Promise<void> {
  const keptQuestions = draft.questions.flatMap((question) => (question.id ? [question.id] : []));
  await tx.question.deleteMany({ where: { surveyId, id: { notIn: keptQuestions } } });

  for (const [index, question] of draft.questions.entries()) {
    const data = {
      questionText: question.questionText.trim(),
      questionType: question.questionType,
      orderNumber: index + 1,
    };
    const questionId = question.id
      ? (await tx.question.update({ where: { id: question.id }, data, select: { id: true } })).id
      : (await tx.question.create({ data: { ...data, surveyId }, select: { id: true } })).id;
    const choices = normalizedChoices(question);
    const keptChoices = choices.flatMap((choice) => (choice.id ? [choice.id] : []));
    await tx.choice.deleteMany({ where: { questionId, id: { notIn: keptChoices } } });
    for (const [choiceIndex, choice] of choices.entries()) {
      const choiceData = { choiceText: choice.choiceText, orderNumber: choiceIndex + 1 };
      if (choice.id) await tx.choice.update({ where: { id: choice.id }, data: choiceData });
      else await tx.choice.create({ data: { ...choiceData, questionId } });
    }
  }
}
