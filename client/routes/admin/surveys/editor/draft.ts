// The builder's working copy of a survey: the draft the server validates
// (domain/surveys/builder.ts), plus a stable key per question and choice for
// React, and what the builder shows beside them (answers a question or a
// choice has).
import type { ChoiceDraft, QuestionDraft, SurveyDraft } from '../../../../../domain/surveys/builder';
import type { QuestionType } from '../../../../../domain/surveys/survey';
import { newRowKey } from '../../kit/newRowKey';

export type EditableChoice = ChoiceDraft & { key: string; answerCount: number };
export type EditableQuestion = Omit<QuestionDraft, 'choices'> & {
  key: string;
  answerCount: number;
  choices: EditableChoice[];
};
export type EditableSurvey = Omit<SurveyDraft, 'questions'> & { questions: EditableQuestion[] };

export const newChoice = (choiceText = ''): EditableChoice => ({
  key: newRowKey(),
  id: null,
  choiceText,
  answerCount: 0,
});

export function newQuestion(questionType: QuestionType): EditableQuestion {
  return {
    key: newRowKey(),
    id: null,
    questionText: '',
    questionType,
    answerCount: 0,
    choices: questionType === 'multiple_choice' ? [newChoice(), newChoice()] : [],
  };
}

export const emptySurvey = (): EditableSurvey => ({
  title: '',
  description: '',
  isActive: false,
  questions: [],
});

/** The list with the item at `from` moved to `to` (a no-op past either end). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** What the saveSurvey mutation takes. */
export function toInput(survey: EditableSurvey) {
  return {
    title: survey.title,
    description: survey.description,
    isActive: survey.isActive,
    questions: survey.questions.map((question) => ({
      id: question.id ?? null,
      questionText: question.questionText,
      questionType: question.questionType,
      choices: question.choices.map((choice) => ({ id: choice.id ?? null, choiceText: choice.choiceText })),
    })),
  };
}

/**
 * The questions as typed, with the ids a save gave to the questions and
 * choices it created: `sent` is the list that save sent, `stored` the list
 * it returned (in the same order). Questions added meanwhile stay new, and a
 * question changed while the save was on its way is the same question at
 * the next save, not created a second time.
 */
export function withSavedIds(
  current: readonly EditableQuestion[],
  sent: readonly EditableQuestion[],
  stored: readonly EditableQuestion[],
): EditableQuestion[] {
  if (sent.length !== stored.length) return [...current];
  const savedAs = new Map(sent.map((question, index) => [question.key, stored[index]!]));
  const sentAs = new Map(sent.map((question) => [question.key, question]));
  return current.map((question) => {
    const saved = savedAs.get(question.key);
    const before = sentAs.get(question.key);
    if (!saved || !before) return question;
    const choiceIds =
      before.choices.length === saved.choices.length
        ? new Map(before.choices.map((choice, index) => [choice.key, saved.choices[index]!.id]))
        : new Map<string, string | null>();
    return {
      ...question,
      id: question.id ?? saved.id,
      choices: question.choices.map((choice) => ({
        ...choice,
        id: choice.id ?? choiceIds.get(choice.key) ?? null,
      })),
    };
  });
}
