// A labelled group of checkboxes over value/label options (tags of a post or a course).
import { CHOICE_LABEL, type Option } from './fields';

export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  error,
  empty = 'None yet.',
  onChange,
}: {
  id?: string;
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  error?: string;
  empty?: string;
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset id={id}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-x-4 md:gap-y-2">
          {options.map((option) => (
            <label key={option.value} className={`${CHOICE_LABEL} text-sm text-slate-700`}>
              <input
                type="checkbox"
                checked={value.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, option.value]
                      : value.filter((chosen) => chosen !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
