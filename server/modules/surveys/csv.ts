// The CSV export of a survey's responses: one row per respondent who
// answered, one column per question in survey order (the contact form as
// name, email, phone and website), quoted by csv-stringify, cells separated
// by commas or, for Excel in comma-decimal languages, semicolons.
import { CSV_SEPARATORS } from '../../../domain/shared/csv';
import { CONTACT_FIELDS, isChoiceQuestion, parseContactAnswer } from '../../../domain/surveys/survey';
import type { PrismaClient } from '../../db';
import { csvLines } from '../shared/csv';

const CONTACT_HEADERS = { name: 'Name', email: 'Email', phone: 'Phone', website: 'Website' } as const;

export async function surveyResponsesCsv(
  prisma: PrismaClient,
  surveyId: string,
  delimiter: string = CSV_SEPARATORS.comma,
): Promise<string> {
  const [questions, sessions] = await Promise.all([
    prisma.question.findMany({
      where: { surveyId, questionType: { not: 'text_only' } },
      orderBy: [{ orderNumber: 'asc' }, { id: 'asc' }],
      select: { id: true, questionText: true, questionType: true },
    }),
    prisma.surveySession.findMany({
      where: { surveyId, responses: { some: {} } },
      orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
      select: {
        respondentId: true,
        startedAt: true,
        submittedAt: true,
        viewMode: true,
        responses: {
          select: { questionId: true, textResponse: true, choice: { select: { choiceText: true } } },
        },
      },
    }),
  ]);

  const header = ['Respondent', 'Started at', 'Submitted at', 'View mode'];
  for (const question of questions) {
    if (question.questionType === 'contact_form')
      header.push(...CONTACT_FIELDS.map((field) => CONTACT_HEADERS[field]));
    else header.push(question.questionText);
  }
  const rows = sessions.map((session) => {
    const answers = new Map(session.responses.map((response) => [response.questionId, response]));
    const row = [
      session.respondentId,
      session.startedAt.toISOString(),
      session.submittedAt?.toISOString() ?? '',
      session.viewMode,
    ];
    for (const question of questions) {
      const answer = answers.get(question.id);
      if (question.questionType === 'contact_form') {
        const contact = parseContactAnswer(answer?.textResponse);
        row.push(...CONTACT_FIELDS.map((field) => contact?.[field] ?? ''));
      } else if (isChoiceQuestion(question.questionType)) {
        row.push(answer?.choice?.choiceText ?? '');
      } else {
        row.push(answer?.textResponse ?? '');
      }
    }
    return row;
  });
  return csvLines([header, ...rows], delimiter);
}
