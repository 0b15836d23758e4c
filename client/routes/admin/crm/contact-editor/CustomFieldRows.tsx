// Custom fields as name/value rows: add a row, remove one; rows left empty
// are dropped on save, a value without a name is refused. The keyboard
// follows: an added row's name takes focus, and a removed row gives it to the
// row that takes its place (or the one before, or Add custom field).
import { useRef } from 'react';
import {
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  type CustomField,
} from '../../../../../domain/crm/contacts';
import { Button } from '../../../../components/Button';
import { focusUnmovedSince } from '../../../../components/focus';
import { TextField } from '../../kit/fields';

export function CustomFieldRows({
  id,
  value: rows,
  error,
  onChange,
}: {
  id?: string;
  value: readonly CustomField[];
  error?: string;
  onChange: (rows: CustomField[]) => void;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const change = (index: number, patch: Partial<CustomField>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  /**
   * Once the rows have changed: the name of row `index` (clamped), else the
   * Add button; unless the user has put the focus elsewhere meanwhile (a
   * click into a field right after Add typed into the new name before).
   */
  const focusRow = (index: number) => {
    const from = document.activeElement;
    requestAnimationFrame(() => {
      if (!focusUnmovedSince(from)) return;
      const names = fieldset.current?.querySelectorAll<HTMLInputElement>('[data-custom-name]') ?? [];
      const name = names[Math.min(index, names.length - 1)];
      (name ?? fieldset.current?.querySelector<HTMLButtonElement>('[data-custom-add]'))?.focus();
    });
  };
  return (
    <fieldset
      ref={fieldset}
      id={id}
      className="space-y-3"
      aria-describedby={error ? 'custom-fields-error' : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">Custom fields</legend>
      {rows.length === 0 ? <p className="text-sm text-slate-500">No custom fields.</p> : null}
      {rows.map((row, index) => (
        // Rows have no identity of their own; the inputs are controlled.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <TextField
            label={`Field ${index + 1} name`}
            data-custom-name
            limit={CUSTOM_FIELD_KEY_MAX}
            value={row.key}
            onChange={(event) => change(index, { key: event.target.value })}
          />
          <TextField
            label={`Field ${index + 1} value`}
            limit={CUSTOM_FIELD_VALUE_MAX}
            value={row.value}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          <Button
            variant="secondary"
            aria-label={`Remove field ${index + 1}`}
            onClick={() => {
              onChange(rows.filter((_, at) => at !== index));
              focusRow(index);
            }}
          >
            Remove
          </Button>
        </div>
      ))}
      {error ? (
        <p id="custom-fields-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        data-custom-add
        onClick={() => {
          onChange([...rows, { key: '', value: '' }]);
          focusRow(rows.length);
        }}
      >
        Add custom field
      </Button>
    </fieldset>
  );
}
