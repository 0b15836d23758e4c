// One survey question, by type: a group of radio buttons for multiple-choice
// and yes/no questions, a text area for a short answer, the contact form, or
// text-only content (HTML the server sanitized).
import { graphql, useFragment } from 'react-relay/hooks';
import type { ContactField } from '../../../../domain/surveys/survey';
import type { QuestionField_question$key } from '../../../__generated__/QuestionField_question.graphql';
import { TextAreaField } from '../../../components/Field';
import { ContactFormQuestion } from './ContactFormQuestion';
import type { Answer } from './useSurveyAnswers';

export type QuestionFieldProps = {
  question: QuestionField_question$key;
  answer: Answer | undefined;
  onChoose: (questionId: string, choiceId: string) => void;
  onType: (questionId: string, text: string) => void;
  onLeaveText: (questionId: string) => void;
  contactErrors: Partial<Record<ContactField, string>>;
  onContactErrors: (errors: Partial<Record<ContactField, string>>) => void;
};

export function QuestionField({
  question: questionKey,
  answer,
  onChoose,
  onType,
  onLeaveText,
  contactErrors,
  onContactErrors,
}: QuestionFieldProps) {
  const question = useFragment(
    graphql`
      fragment QuestionField_question on Question {
        id
        questionType
        questionText
        isRequired
        choices {
          id
          choiceText
        }
      }
    `,
    questionKey,
  );
  switch (question.questionType) {
    case 'text_only':
      return (
        <div
          className="post-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (server/modules/shared/html.ts).
          dangerouslySetInnerHTML={{ __html: question.questionText }}
        />
      );
    case 'multiple_choice':
    case 'yes_no':
      return (
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">{question.questionText}</legend>
          <div
            className={`mt-3 ${question.questionType === 'yes_no' ? 'flex flex-wrap gap-3' : 'space-y-2'}`}
          >
            {question.choices.map((choice) => (
              <label
                key={choice.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-slate-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
              >
                <input
                  type="radio"
                  name={question.id}
                  value={choice.id}
                  checked={answer?.choiceId === choice.id}
                  onChange={() => onChoose(question.id, choice.id)}
                  className="h-4 w-4 accent-indigo-600"
                />
                {choice.choiceText}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'short_answer':
      return (
        <TextAreaField
          label={question.questionText}
          rows={3}
          value={answer?.textResponse ?? ''}
          onChange={(event) => onType(question.id, event.target.value)}
          onBlur={() => onLeaveText(question.id)}
        />
      );
    case 'contact_form':
      return (
        <ContactFormQuestion
          legend={question.questionText}
          text={answer?.textResponse ?? null}
          onChange={(text) => onType(question.id, text)}
          onLeave={() => onLeaveText(question.id)}
          errors={contactErrors}
          onErrors={onContactErrors}
        />
      );
    default:
      return null;
  }
}
