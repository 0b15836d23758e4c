// What is wrong with a submission, shown beside the submit button and, for a
// contact field, on the field itself: found by the submit checks (it follows
// the answers as the visitor fixes them), refused by the server, or a failure
// to send (gone once the browser is back online if it failed offline).
import { type RefObject, useEffect, useState } from 'react';
import {
  CONTACT_FIELDS,
  type ContactField,
  contactFieldProblems,
  firstSubmitProblem,
  type QuestionType,
} from '../../../../domain/surveys/survey';

const isContactField = (field: string | undefined): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field ?? '');

type Question = { id: string; questionType: QuestionType };

export function useSubmitProblem({
  questions,
  textAnswerOf,
  online,
  form,
  showContact,
}: {
  questions: readonly Question[];
  textAnswerOf: (questionId: string) => string | null | undefined;
  online: boolean;
  form: RefObject<HTMLFormElement | null>;
  /** Brings the contact form question into view (slide view). */
  showContact: (index: number) => void;
}) {
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  /**
   * Beside the submit button; `checked`: found by the submit checks, so it
   * follows the answers; `offline`: sending failed with the browser offline,
   * so it goes once the connection is back (it no longer says what is wrong).
   */
  const [problem, setProblem] = useState<{ message: string; checked: boolean; offline?: boolean } | null>(
    null,
  );
  const contactIndex = questions.findIndex((question) => question.questionType === 'contact_form');

  /**
   * Shows a refusal next to the submit button and, for a contact field, on the
   * field itself. Refused by the submit checks, every contact field with a
   * problem shows it, and the focus goes to the one the alert names, or the
   * first of them.
   */
  const refuse = (message: string, field?: string, checked = false) => {
    setProblem({ message, checked, offline: !checked && !navigator.onLine });
    const fields =
      checked && contactIndex >= 0
        ? contactFieldProblems(textAnswerOf(questions[contactIndex]!.id))
        : isContactField(field)
          ? { [field]: message }
          : {};
    setContactErrors((current) => (checked ? fields : { ...current, ...fields }));
    if (contactIndex >= 0) showContact(contactIndex);
    // The alert announces itself; a field with the problem also gets the focus, once it is shown.
    const focused = isContactField(field) ? field : CONTACT_FIELDS.find((name) => fields[name]);
    if (focused) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>(`[data-contact-field="${focused}"]`)?.focus(),
      );
    }
  };

  // Back online, a submit that failed offline is no longer the matter: the
  // answers kept on this device are being saved, and Submit is there to try again.
  useEffect(() => {
    if (online) setProblem((current) => (current?.offline ? null : current));
  }, [online]);

  // A problem the submit checks found goes, or becomes the next one, as the visitor fixes it.
  const shownProblem = problem?.checked
    ? (firstSubmitProblem(questions, textAnswerOf)?.message ?? null)
    : (problem?.message ?? null);

  return { refuse, setProblem, shownProblem, contactErrors, setContactErrors };
}
