// One question in the builder: its type and text, its choices (multiple
// choice: add, rename, reorder, remove; yes/no: always Yes and No), and
// moving or removing the question. Removing a question or a choice that has
// answers, or changing the type of a question that has some, asks first,
// since its answers go with it.
import { useState } from 'react';
import { QUESTION_TYPE_LABELS, SURVEY_LIMITS } from '../../../../../domain/surveys/builder';
import { type QuestionType, YES_NO_CHOICES } from '../../../../../domain/surveys/survey';
import { Button } from '../../../../components/Button';
import { TextAreaField, TextField } from '../../../../components/Field';
import { keepFocusThrough } from '../../../../components/focus';
import { plural } from '../../../../components/format';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { type EditableQuestion, move, newChoice } from './draft';
import { QuestionTypeSelect } from './QuestionTypeSelect';

/** A Yes / No question made multiple choice keeps Yes and No as its choices, and so their answers. */
const keepsAnswers = (from: QuestionType, to: QuestionType) => from === 'yes_no' && to === 'multiple_choice';

/** What the confirmation of a new type says becomes of the answers (`count`: "1 answer"). */
function typeChangeText(from: QuestionType, to: QuestionType, count: string): string {
  const what =
    from === 'multiple_choice' && to === 'yes_no'
      ? 'Its first two choices become Yes and No, with their answers; the answers to its other choices are lost'
      : `As “${QUESTION_TYPE_LABELS[to]}” it loses them`;
  return `It has ${count}, given to it as “${QUESTION_TYPE_LABELS[from]}”. ${what} when you save the survey, unless you change the type back first.`;
}

const TYPE_NOTES: Partial<Record<EditableQuestion['questionType'], string>> = {
  yes_no: `Visitors answer ${YES_NO_CHOICES.join(' or ')}.`,
  short_answer: 'Visitors type a free-text answer.',
  contact_form:
    'Asks for name, email, phone (optional) and website; visitors cannot submit without it. Its answer creates or updates the CRM contact.',
  text_only:
    'Shows this text (HTML allowed: paragraphs, bold, italics, links, lists); visitors do not answer it.',
};

export function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: EditableQuestion;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (question: EditableQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  /** A change that deletes answers, waiting for the admin to confirm it. */
  const [confirming, setConfirming] = useState<
    { kind: 'question' } | { kind: 'choice'; index: number } | { kind: 'type'; to: QuestionType } | null
  >(null);
  /** Whether the admin agreed to change the type of this question, which has answers (asked once). */
  const [typeChangeAgreed, setTypeChangeAgreed] = useState(false);
  /** The type its stored answers were given to: back to it, they fit again. */
  const [answeredAs] = useState(question.questionType);
  const typeChangeAsks = (to: QuestionType) =>
    question.answerCount > 0 && !typeChangeAgreed && to !== answeredAs && !keepsAnswers(answeredAs, to);
  const path = `questions.${index}`;
  const number = index + 1;
  const setChoices = (choices: EditableQuestion['choices']) => onChange({ ...question, choices });
  const answers = (count: number) => plural(count, 'answer');
  const setType = (questionType: QuestionType) =>
    onChange({
      ...question,
      questionType,
      choices:
        questionType === 'multiple_choice' && question.choices.length === 0
          ? [newChoice(), newChoice()]
          : question.choices,
    });
  const removeChoice = (choiceIndex: number) =>
    setChoices(question.choices.filter((_, at) => at !== choiceIndex));
  const confirmed = () => {
    if (!confirming) return;
    setConfirming(null);
    if (confirming.kind === 'question') onRemove();
    else if (confirming.kind === 'choice') removeChoice(confirming.index);
    else {
      setTypeChangeAgreed(true);
      setType(confirming.to);
    }
  };
  const pendingChoice = confirming?.kind === 'choice' ? question.choices[confirming.index] : undefined;

  return (
    <li data-focus-key={question.key} className="space-y-4 rounded-lg bg-white p-5 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">
          Question {number}
          {question.answerCount > 0 ? (
            <span className="ml-2 font-normal text-slate-500">({answers(question.answerCount)})</span>
          ) : null}
        </h3>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            disabled={index === 0}
            data-focus-action="up"
            onClick={(event) => keepFocusThrough(event.currentTarget, () => onMove(index - 1))}
          >
            Up<span className="sr-only"> (move question {number})</span>
          </Button>
          <Button
            variant="ghost"
            disabled={index === count - 1}
            data-focus-action="down"
            onClick={(event) => keepFocusThrough(event.currentTarget, () => onMove(index + 1))}
          >
            Down<span className="sr-only"> (move question {number})</span>
          </Button>
          <Button
            variant="ghost"
            data-focus-action="remove"
            onClick={(event) =>
              question.answerCount > 0
                ? setConfirming({ kind: 'question' })
                : keepFocusThrough(event.currentTarget, onRemove)
            }
          >
            Remove<span className="sr-only"> question {number}</span>
          </Button>
        </div>
      </div>
      <QuestionTypeSelect
        label={`Type of question ${number}`}
        value={question.questionType}
        error={errors[`${path}.questionType`]}
        onChange={(questionType) =>
          typeChangeAsks(questionType)
            ? setConfirming({ kind: 'type', to: questionType })
            : setType(questionType)
        }
      />
      <TextAreaField
        label={question.questionType === 'text_only' ? `Text of question ${number}` : `Question ${number}`}
        required
        limit={SURVEY_LIMITS.questionText}
        rows={question.questionType === 'text_only' ? 4 : 2}
        data-focus-first
        value={question.questionText}
        error={errors[`${path}.questionText`]}
        hint={TYPE_NOTES[question.questionType]}
        onChange={(event) => onChange({ ...question, questionText: event.target.value })}
      />
      {question.questionType === 'multiple_choice' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Choices of question {number}</legend>
          {errors[`${path}.choices`] ? (
            <p className="text-sm text-red-700" role="alert">
              {errors[`${path}.choices`]}
            </p>
          ) : null}
          <ol className="space-y-2">
            {question.choices.map((choice, choiceIndex) => (
              // Keyed for keepFocusThrough: the keyboard follows a moved choice, and goes near a removed one.
              <li key={choice.key} data-focus-key={choice.key} className="flex items-start gap-2">
                <div className="flex-1">
                  <TextField
                    label={`Choice ${choiceIndex + 1}`}
                    limit={SURVEY_LIMITS.choiceText}
                    value={choice.choiceText}
                    error={errors[`${path}.choices.${choiceIndex}.choiceText`]}
                    onChange={(event) =>
                      setChoices(
                        question.choices.map((item, at) =>
                          at === choiceIndex ? { ...item, choiceText: event.target.value } : item,
                        ),
                      )
                    }
                  />
                </div>
                <div className="flex gap-1 pt-6">
                  <Button
                    variant="ghost"
                    disabled={choiceIndex === 0}
                    data-focus-action="up"
                    onClick={(event) =>
                      keepFocusThrough(event.currentTarget, () =>
                        setChoices(move(question.choices, choiceIndex, choiceIndex - 1)),
                      )
                    }
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="sr-only">Move choice {choiceIndex + 1} up</span>
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={choiceIndex === question.choices.length - 1}
                    data-focus-action="down"
                    onClick={(event) =>
                      keepFocusThrough(event.currentTarget, () =>
                        setChoices(move(question.choices, choiceIndex, choiceIndex + 1)),
                      )
                    }
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="sr-only">Move choice {choiceIndex + 1} down</span>
                  </Button>
                  <Button
                    variant="ghost"
                    data-focus-action="remove"
                    onClick={(event) =>
                      choice.answerCount > 0
                        ? setConfirming({ kind: 'choice', index: choiceIndex })
                        : keepFocusThrough(event.currentTarget, () => removeChoice(choiceIndex))
                    }
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">Remove choice {choiceIndex + 1}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={() => setChoices([...question.choices, newChoice()])}>
            Add choice<span className="sr-only"> to question {number}</span>
          </Button>
        </fieldset>
      ) : null}
      {confirming?.kind === 'question' ? (
        <ConfirmDialog
          open
          title={`Remove question ${number}?`}
          confirmLabel="Remove question"
          onConfirm={confirmed}
          onClose={() => setConfirming(null)}
        >
          <p>It has {answers(question.answerCount)}. They are deleted when you save the survey.</p>
        </ConfirmDialog>
      ) : null}
      {pendingChoice ? (
        <ConfirmDialog
          open
          title={`Remove choice ${(confirming as { index: number }).index + 1} of question ${number}?`}
          confirmLabel="Remove choice"
          onConfirm={confirmed}
          onClose={() => setConfirming(null)}
        >
          <p>
            {answers(pendingChoice.answerCount)} chose “{pendingChoice.choiceText}”. They are taken out of the
            results when you save the survey.
          </p>
        </ConfirmDialog>
      ) : null}
      {confirming?.kind === 'type' ? (
        <ConfirmDialog
          open
          title={`Change the type of question ${number}?`}
          confirmLabel="Change type"
          onConfirm={confirmed}
          onClose={() => setConfirming(null)}
        >
          <p>{typeChangeText(answeredAs, confirming.to, answers(question.answerCount))}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
