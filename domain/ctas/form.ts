// The back-office CTA form (SPEC §5 CTA), shared by the admin screen and the
// server. Apart from display.ts, which public pages load.
import { CONTENT_LIMITS } from '../shared/content';
import { maxLength, required, validateFields } from '../shared/validation';
import { CTA_ICONS } from './display';

export const CTA_FORM = {
  headerRequired: 'Header is required',
  descriptionRequired: 'Description is required',
  buttonTextRequired: 'Button text is required',
  /** Only a script can send another name (the form offers the set): it names the ones taken. */
  iconInvalid: `Please choose an icon of the set: ${CTA_ICONS.join(', ')}`,
  notFound: 'CTA not found',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  conflictSubject: 'This CTA',
} as const;

export type CtaFieldValues = { header: string; description: string; buttonText: string };

/** The text fields as the server keeps them: without surrounding spaces. */
export function storedCtaFields<Values extends CtaFieldValues>(values: Values): Values {
  return {
    ...values,
    header: values.header.trim(),
    description: values.description.trim(),
    buttonText: values.buttonText.trim(),
  };
}

/** SPEC §5 CTA: header, description and button text are required. (The server also checks the icon.) */
export function validateCtaFields(values: CtaFieldValues) {
  return validateFields(values, {
    header: [required(CTA_FORM.headerRequired), maxLength(CONTENT_LIMITS.ctaHeader)],
    description: [required(CTA_FORM.descriptionRequired), maxLength(CONTENT_LIMITS.ctaDescription)],
    buttonText: [required(CTA_FORM.buttonTextRequired), maxLength(CONTENT_LIMITS.ctaButtonText)],
  });
}

/** An icon's name as the picker shows it: 'graduation-cap' → 'Graduation cap'. */
export function ctaIconLabel(icon: string): string {
  const words = icon.split('-').filter((word) => word !== '');
  const label = words.join(' ').toLowerCase();
  return label.charAt(0).toUpperCase() + label.slice(1);
}
