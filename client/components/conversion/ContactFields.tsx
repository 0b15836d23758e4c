// The 'Contact Us' fields (SPEC §2, §5), shared by the dialog (controlled,
// JavaScript on) and the contact page's plain form (posted to /contact
// without JavaScript): the same labels, limits and messages in both.
import { CONTACT_SUBJECTS, type ContactMessageValues, FIELD_LIMITS } from '../../../domain/conversion';
import { SelectField, TextAreaField, TextField } from '../Field';
import { EmailField, PhoneField } from './submission';

/** What a field gets: a binding to the dialog's state, or the plain form's name and value. */
type Binding = {
  value?: string;
  defaultValue?: string;
  name?: string;
  id?: string;
  error?: string;
  onChange?: (event: { target: { value: string } }) => void;
};

export function ContactFields({
  field,
  autoFocus = true,
}: {
  field: (name: keyof ContactMessageValues) => Binding;
  /** The dialog's first field takes the focus; a page's form leaves it where it is. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          limit={FIELD_LIMITS.name}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          limit={FIELD_LIMITS.name}
          {...field('lastName')}
        />
      </div>
      <EmailField {...field('email')} />
      <PhoneField {...field('phone')} />
      <SelectField label="Subject" options={CONTACT_SUBJECTS} {...field('subject')} />
      <TextAreaField label="Message" required rows={5} limit={FIELD_LIMITS.message} {...field('message')} />
    </>
  );
}
