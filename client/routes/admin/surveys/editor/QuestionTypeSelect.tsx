// A labelled select of the five question types.
import { useId } from 'react';
import { QUESTION_TYPE_LABELS } from '../../../../../domain/surveys/builder';
import { QUESTION_TYPES, type QuestionType } from '../../../../../domain/surveys/survey';

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
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as QuestionType)}
        className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600"
      >
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
