// Saving a survey from the admin builder: the whole draft in one transaction.
// Questions and choices keep their ids (and so their answers) when they are
// kept, take their order from the draft, and are deleted (with their
// answers) when left out.
import {
  normalizedChoices,
  SURVEY_BUILDER,
  type SurveyDraft,
  validateSurveyDraft,
} from '../../../domain/surveys/builder';
import type { Prisma, PrismaClient } from '../../db';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOf } from '../shared/ids';

type Tx = Prisma.TransactionClient;

export type SaveSurveyRequest = {
  /** null to create a survey. */
  id: string | null;
  /** The updatedAt the editor loaded; a save over someone else's change is refused. */
  expectedUpdatedAt: Date | null;
  /** Or the version it loaded. */
  expectedVersion: number | null;
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
    expectedUpdatedAt: input.expectedUpdatedAt ?? null,
    expectedVersion: input.expectedVersion ?? null,
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

/** Returns the id of the saved survey. */
export async function saveSurvey(
  prisma: PrismaClient,
  request: SaveSurveyRequest,
  now: Date,
): Promise<string> {
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
  return prisma.$transaction(async (tx) => {
    if (!request.id) {
      const { id } = await tx.survey.create({
        data: { ...checkedFields(), createdAt: now },
        select: { id: true },
      });
      await saveQuestions(tx, id, draft);
      return id;
    }
    const surveyId = request.id;
    // Locks the survey so two admins saving at once are handled one after the other; a stale
    // save is refused before its draft is checked, as every admin save is (see saveAtVersion in shared/saves.ts).
    const [locked] = await tx.$queryRaw<{ updated_at: Date; version: number }[]>`
      SELECT updated_at, version FROM surveys WHERE id = ${surveyId}::uuid FOR UPDATE`;
    if (!locked) throw new NotFoundError(SURVEY_BUILDER.notFound);
    const stale =
      request.expectedVersion !== null
        ? locked.version !== request.expectedVersion
        : request.expectedUpdatedAt !== null &&
          locked.updated_at.getTime() !== request.expectedUpdatedAt.getTime();
    if (stale) throw new ConflictError(SURVEY_BUILDER.changedElsewhere, locked.version);
    await tx.survey.update({
      where: { id: surveyId },
      data: { ...checkedFields(), version: { increment: 1 } },
    });
    await saveQuestions(tx, surveyId, draft);
    return surveyId;
  });
}

async function saveQuestions(tx: Tx, surveyId: string, draft: SurveyDraft): Promise<void> {
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
