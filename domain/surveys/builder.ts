// Rules of the admin survey builder, shared by its screen and the server. A
// draft is the whole survey as edited: its questions in order, each with its
// choices in order. Field names are paths into the draft
// ('questions.2.choices.0.choiceText'), so the screen can place each message.
import { tooLongMessage } from '../shared/messages';
import { isChoiceQuestion, type QuestionType, YES_NO_CHOICES } from './survey';

export const SURVEY_LIMITS = { title: 200, description: 2000, questionText: 5000, choiceText: 300 } as const;
/** A multiple-choice question offers at least this many choices. */
export const MIN_CHOICES = 2;

export const SURVEY_BUILDER = {
  titleRequired: 'Title is required',
  questionTextRequired: 'Question text is required',
  choicesRequired: 'Add at least two choices',
  choiceTextRequired: 'Choice text is required',
  oneContactForm: 'A survey can have only one contact form',
  noContactForm:
    'This survey has no contact form question, so visitors cannot submit it ("Contact form not found").',
  noQuestions:
    'This survey has no questions yet. Active, it is listed on /survey, but visitors cannot submit it until it has a contact form question.',
  notFound: 'Survey not found',
  questionNotInSurvey: 'This question is not part of the survey',
  choiceNotInQuestion: 'This choice is not part of the question',
  /** What a script's stale save names (CONTENT.conflictForScripts's `{what}`). */
  conflictSubject: 'This survey',
  changedElsewhere: 'Someone else changed this survey since you opened it. Reload it to see their changes.',
  /** A script's deprecated expectedUpdatedAt that is not a time the survey was saved at. */
  updatedAtUnknown:
    'expectedUpdatedAt is not a time this survey was saved at: read the survey again and send its version as expectedVersion.',
  saved: 'Survey saved.',
  saveFailed: 'Failed to save survey',
  deleteFailed: 'Failed to delete survey',
  loadFailed: 'Failed to load survey',
} as const;

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  yes_no: 'Yes / No',
  short_answer: 'Short answer',
  contact_form: 'Contact form',
  text_only: 'Text only (no answer)',
};

export type ChoiceDraft = { id?: string | null; choiceText: string };
export type QuestionDraft = {
  id?: string | null;
  questionText: string;
  questionType: QuestionType;
  choices: ChoiceDraft[];
};
export type SurveyDraft = {
  title: string;
  description: string;
  isActive: boolean;
  questions: QuestionDraft[];
};

/**
 * The choices a question keeps when saved: its own for multiple choice, Yes
 * and No for yes/no (their ids reused), none for the other types.
 */
export function normalizedChoices(question: QuestionDraft): ChoiceDraft[] {
  if (question.questionType === 'yes_no') {
    return YES_NO_CHOICES.map((choiceText, index) => ({
      id: question.choices[index]?.id ?? null,
      choiceText,
    }));
  }
  if (!isChoiceQuestion(question.questionType)) return [];
  return question.choices.map((choice) => ({ ...choice, choiceText: choice.choiceText.trim() }));
}

const tooLong = (value: string, max: number) => (value.length > max ? tooLongMessage(max) : null);

/** Every problem of a draft as { field, message }; empty when it can be saved. */
export function validateSurveyDraft(draft: SurveyDraft): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const check = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  check(
    'title',
    draft.title.trim() === ''
      ? SURVEY_BUILDER.titleRequired
      : tooLong(draft.title.trim(), SURVEY_LIMITS.title),
  );
  check('description', tooLong(draft.description.trim(), SURVEY_LIMITS.description));
  let contactForms = 0;
  draft.questions.forEach((question, index) => {
    const path = `questions.${index}`;
    const text = question.questionText.trim();
    check(
      `${path}.questionText`,
      text === '' ? SURVEY_BUILDER.questionTextRequired : tooLong(text, SURVEY_LIMITS.questionText),
    );
    if (question.questionType === 'contact_form' && ++contactForms > 1) {
      check(`${path}.questionType`, SURVEY_BUILDER.oneContactForm);
    }
    if (question.questionType !== 'multiple_choice') return;
    if (question.choices.length < MIN_CHOICES) check(`${path}.choices`, SURVEY_BUILDER.choicesRequired);
    question.choices.forEach((choice, choiceIndex) => {
      const choiceText = choice.choiceText.trim();
      check(
        `${path}.choices.${choiceIndex}.choiceText`,
        choiceText === '' ? SURVEY_BUILDER.choiceTextRequired : tooLong(choiceText, SURVEY_LIMITS.choiceText),
      );
    });
  });
  return problems;
}
