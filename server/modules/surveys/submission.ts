// Submitting a survey: the answers the browser holds are merged with those
// already saved (the newer of each wins), checked in the spec's order, then
// stored with the CRM contact, its note and the notification in one
// transaction. A second submission of the same respondent changes nothing,
// nor does one of a respondent an admin removed (refused: RespondentRemovedError).
// The notification is delivered later by the outbox, with retries: a mail
// outage never reaches the visitor (the worker logs it, /admin/outbox shows it).
import { splitName } from '../../../domain/conversion';
import {
  type AnsweredQuestion,
  answerText,
  firstSubmitProblem,
  parseContactAnswer,
  type QuestionType,
  surveyCrmSource,
  trimContactAnswer,
} from '../../../domain/surveys/survey';
import type { Context } from '../../context';
import { ValidationError } from '../../errors';
import { upsertCrmContact } from '../crm/contacts';
import { announceQueued } from '../outbox/queue';
import { storeSubmission } from '../submissions/store';
import {
  type CheckedAnswer,
  checkAnswer,
  type Respondent,
  refuseRemoved,
  requireActiveSurvey,
  storeAnswer,
} from './answers';
import { queueSurveyNotification, surveyCrmNote, surveyNotification } from './notification';

type SubmittedAnswer = CheckedAnswer & { questionId: string; sequence: number };
type Given = {
  questionId: string | null;
  choiceId: string | null;
  textResponse: string | null;
  sequence: number;
};

/**
 * Raised inside the transaction when another request submitted first: rolls
 * everything back. (storeSubmission then logs a CRM failure and tries once
 * more without the CRM, which raises it again; only a submission racing
 * itself gets that far.)
 */
class AlreadySubmitted extends Error {}

/** `alreadySubmitted`: the respondent had submitted before; nothing of this request was stored. */
type SubmitOutcome = { submitted: true; alreadySubmitted: boolean };

export async function submitAnswers(
  context: Context,
  respondent: Omit<Respondent, 'surveyId'> & { surveyId: string | null },
  given: readonly Given[],
): Promise<SubmitOutcome> {
  const { prisma, services } = context;
  const surveyId = await requireActiveSurvey(prisma, respondent.surveyId);
  // Before any check of the answers: a removed respondent's come again with nothing to fix.
  await refuseRemoved(prisma, surveyId, respondent.respondentId);
  const who: Respondent = { ...respondent, surveyId };
  const [survey, stored, session] = await Promise.all([
    prisma.survey.findUniqueOrThrow({
      where: { id: surveyId },
      select: {
        title: true,
        description: true,
        questions: {
          orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            questionText: true,
            questionType: true,
            choices: { select: { id: true, choiceText: true } },
          },
        },
      },
    }),
    prisma.response.findMany({
      where: { surveyId, respondentId: who.respondentId },
      select: { questionId: true, choiceId: true, textResponse: true, sequence: true },
    }),
    prisma.surveySession.findUnique({
      where: { surveyId_respondentId: { surveyId, respondentId: who.respondentId } },
      select: { submittedAt: true },
    }),
  ]);
  if (session?.submittedAt) return { submitted: true, alreadySubmitted: true };

  const questions = new Map(
    survey.questions.map((question) => [
      question.id,
      { ...question, choiceIds: new Set(question.choices.map((choice) => choice.id)) },
    ]),
  );
  const answers = new Map(stored.map((answer) => [answer.questionId, answer]));
  const incoming: SubmittedAnswer[] = given.map((answer) => ({
    ...checkAnswer(answer.questionId ? questions.get(answer.questionId) : undefined, answer),
    questionId: answer.questionId!,
    sequence: answer.sequence,
  }));
  for (const answer of incoming) {
    const earlier = answers.get(answer.questionId);
    if (!earlier || earlier.sequence <= answer.sequence) answers.set(answer.questionId, answer);
  }

  const problem = firstSubmitProblem(survey.questions, (id) => answers.get(id)?.textResponse);
  if (problem) throw new ValidationError([problem]);
  const contactQuestion = survey.questions.find((question) => question.questionType === 'contact_form')!;
  const contact = trimContactAnswer(parseContactAnswer(answers.get(contactQuestion.id)?.textResponse)!);
  const answered: AnsweredQuestion[] = survey.questions.flatMap((question) => {
    const answer = answers.get(question.id);
    if (!answer) return [];
    const choiceText = question.choices.find((choice) => choice.id === answer.choiceId)?.choiceText;
    const text = answerText(question.questionType as QuestionType, {
      choiceText,
      textResponse: answer.textResponse,
    });
    return text
      ? [{ question: question.questionText, questionType: question.questionType, answer: text }]
      : [];
  });

  const notification = surveyNotification(survey, contact, answered, context.config.mail.contactInbox);

  try {
    const queued = await storeSubmission(prisma, services.log, {
      crm: async (tx) => {
        const { id } = await upsertCrmContact(tx, {
          ...splitName(contact.name),
          email: contact.email,
          phone: contact.phone,
          companyUrl: contact.website,
          source: surveyCrmSource(survey.title),
          now: who.now,
        });
        await tx.crmContactNote.create({
          data: {
            contactId: id,
            note: surveyCrmNote(survey, answered),
            createdAt: who.now,
            updatedAt: who.now,
          },
        });
        return id;
      },
      store: async (tx, contactId) => {
        for (const answer of incoming) await storeAnswer(tx, who, answer);
        const { count } = await tx.surveySession.updateMany({
          where: { surveyId, respondentId: who.respondentId, submittedAt: null },
          data: { submittedAt: who.now, viewMode: who.viewMode, contactId },
        });
        if (count === 0) {
          // No session yet (nothing was saved before): this submission starts and ends it.
          const created = await tx.surveySession.createMany({
            data: [
              {
                surveyId,
                respondentId: who.respondentId,
                viewMode: who.viewMode,
                startedAt: who.now,
                submittedAt: who.now,
                contactId,
              },
            ],
            skipDuplicates: true,
          });
          if (created.count === 0) throw new AlreadySubmitted();
        }
        return queueSurveyNotification(
          tx,
          notification,
          { to: context.config.mail.contactInbox, contactId },
          who.now,
        );
      },
    });
    announceQueued(services, queued);
    return { submitted: true, alreadySubmitted: false };
  } catch (error) {
    if (error instanceof AlreadySubmitted) return { submitted: true, alreadySubmitted: true };
    throw error;
  }
}
