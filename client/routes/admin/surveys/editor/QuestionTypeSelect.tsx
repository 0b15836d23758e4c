// A labelled select of the five question types.
import { QUESTION_TYPE_LABELS } from '../../../../../domain/surveys/builder';
import { QUESTION_TYPES, type QuestionType } from '../../../../../domain/surveys/survey';
import { SelectField } from '../../kit/fields';

const OPTIONS = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

export function QuestionTypeSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
  error?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      options={OPTIONS}
      onChange={(event) => onChange(event.target.value as QuestionType)}
    />
  );
}
