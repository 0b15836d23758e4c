// The contact-form question (SPEC §5): name, email, phone and website, each
// checked when the visitor leaves it for another field, with the spec's
// messages. Its answer is the JSON text the server stores.
import {
  CONTACT_FIELD_LIMITS,
  type ContactAnswer,
  type ContactField,
  emptyContactAnswer,
  parseContactAnswer,
  serializeContactAnswer,
  validateContactField,
} from '../../../../domain/surveys/survey';
import { TextField } from '../../../components/Field';

const FIELDS: {
  field: ContactField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  { field: 'website', label: 'Website', type: 'text', autoComplete: 'url', required: true },
];

export function ContactFormQuestion({
  legend,
  text,
  onChange,
  onLeave,
  errors,
  onErrors,
}: {
  legend: string;
  text: string | null;
  onChange: (text: string) => void;
  onLeave: () => void;
  errors: Partial<Record<ContactField, string>>;
  onErrors: (errors: Partial<Record<ContactField, string>>) => void;
}) {
  const values: ContactAnswer = parseContactAnswer(text) ?? emptyContactAnswer();

  const setError = (field: ContactField, message: string | null) => {
    const { [field]: _previous, ...others } = errors;
    onErrors(message ? { ...others, [field]: message } : others);
  };

  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, type, autoComplete, required }) => (
          <TextField
            key={field}
            name={`contact-${field}`}
            label={label}
            type={type}
            autoComplete={autoComplete}
            required={required}
            limit={CONTACT_FIELD_LIMITS[field]}
            value={values[field]}
            error={errors[field]}
            data-contact-field={field}
            onChange={(event) => {
              onChange(serializeContactAnswer({ ...values, [field]: event.target.value }));
              // A message goes away as soon as the value is right; new ones wait for the blur.
              if (errors[field] && !validateContactField(field, event.target.value)) setError(field, null);
            }}
            onBlur={(event) => {
              // Leaving for a button (Submit, Next): a message shown now would move that
              // button from under the pointer and lose the click, and the button checks
              // the fields itself, showing the message here and in its alert.
              const toButton = event.relatedTarget instanceof HTMLButtonElement;
              if (!toButton) setError(field, validateContactField(field, event.target.value));
              onLeave();
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
