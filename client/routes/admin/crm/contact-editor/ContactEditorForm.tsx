// The contact form: names, email, phone, company and its website, status,
// source, last contact date and custom fields as name/value rows. The rules
// and messages are the domain's (the server checks the same ones); the
// website is cleaned to a domain by the server on save, and a save in place
// shows it so. An update names the version it started from, so a save made
// after someone else's is refused with the conflict message. Creating a
// contact whose email belongs to a deleted one offers to restore that
// contact instead.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import {
  CONTACT_STATUSES,
  type ContactFormValues,
  type ContactStatus,
  type CustomField,
  cleanCustomFields,
  normalizeContact,
  validateContactForm,
  validateContactSource,
} from '../../../../../domain/crm/contacts';
import { CRM_TEXT } from '../../../../../domain/crm/messages';
import { dayMoment, shownDay } from '../../../../../domain/shared/dates';
import { CRM, PAGE_ERROR } from '../../../../../domain/shared/messages';
import type { ContactEditorForm_contact$key } from '../../../../__generated__/ContactEditorForm_contact.graphql';
import type { ContactEditorFormCreateMutation } from '../../../../__generated__/ContactEditorFormCreateMutation.graphql';
import type { ContactEditorFormDeleteMutation } from '../../../../__generated__/ContactEditorFormDeleteMutation.graphql';
import type { ContactEditorFormUpdateMutation } from '../../../../__generated__/ContactEditorFormUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { DeleteDialog } from '../../kit/ConfirmDialog';
import { EditorFrame } from '../../kit/EditorFrame';
import { DateField, SelectField, TextField } from '../../kit/fields';
import { listAddress } from '../../kit/listAddress';
import {
  createdOf,
  failureOf,
  type SaveOutcome,
  settle,
  updatedOf,
  useAsyncMutation,
} from '../../kit/mutationFailure';
import type { DeletedState } from '../../kit/ResourceListScreen';
import { useEditorForm } from '../../kit/useEditorForm';
import { CONTACTS_BACK, contactPath } from '../contacts.resource';
import { CustomFieldRows } from './CustomFieldRows';
import { useRestoreContact } from './useRestoreContact';

type ContactForm = ContactFormValues & {
  status: ContactStatus;
  source: string;
  /** yyyy-mm-dd, or empty. */
  lastContactDate: string;
  customFields: CustomField[];
};

const STATUS_LABELS: Record<ContactStatus, string> = { prospect: 'Prospect', customer: 'Customer' };
const FORM_ID = 'contact-editor';

function validate(form: ContactForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateContactForm(form)))
    if (message) errors[field] = message;
  const source = validateContactSource(form.source);
  if (source) errors.source = source;
  const custom = cleanCustomFields(form.customFields);
  if (typeof custom === 'string') errors.customFields = custom;
  return errors;
}

/**
 * The form as the server keeps it (trimmed, email in lower case, the website
 * as a domain): what a save in place shows. Custom field rows stay as typed,
 * an empty one included, until the editor opens again.
 */
function storedForm(form: ContactForm): ContactForm {
  const kept = normalizeContact(form);
  return {
    ...form,
    ...kept,
    phone: kept.phone ?? '',
    company: kept.company ?? '',
    companyUrl: kept.companyUrl ?? '',
    source: form.source.trim(),
  };
}

/** The day of a last contact as the date field shows it (as the list does). */
const dayOf = (moment: string | null | undefined): string => (moment ? shownDay(new Date(moment)) : '');

export function ContactEditorForm({
  contact: contactKey,
}: {
  contact: ContactEditorForm_contact$key | null;
}) {
  const contact = useFragment(
    graphql`
      fragment ContactEditorForm_contact on CrmContact {
        id
        version
        firstName
        lastName
        email
        phone
        company
        companyUrl
        status
        source
        lastContactDate
        customFields {
          key
          value
        }
      }
    `,
    contactKey,
  );
  // The form starts from the contact as loaded; later store updates do not reset it.
  const [initial] = useState<ContactForm>(() => ({
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    companyUrl: contact?.companyUrl ?? '',
    status: contact?.status ?? 'prospect',
    source: contact?.source ?? '',
    lastContactDate: dayOf(contact?.lastContactDate),
    customFields: contact?.customFields.map(({ key, value }) => ({ key, value })) ?? [],
  }));
  const navigate = useNavigate();
  const [deletedMatch, setDeletedMatch] = useState<string | null>(null);
  /** The contact that has the email a create was refused for (CRM_TEXT.emailTaken), and that email. */
  const [takenBy, setTakenBy] = useState<{ email: string; id: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [actionFailed, setActionFailed] = useState<string | null>(null);
  /** A delete refused because the contact changed since the editor opened: its conflict message. */
  const [staleDelete, setStaleDelete] = useState<string | null>(null);

  const [create] = useAsyncMutation<ContactEditorFormCreateMutation>(graphql`
    mutation ContactEditorFormCreateMutation($input: CreateCrmContactInput!) {
      createCrmContact(input: $input) {
        __typename
        ... on CrmContact {
          id
        }
        ... on CrmDeletedContactExistsError {
          contactId
        }
        ... on ValidationError {
          fieldErrors {
            field
            existingId
          }
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [update] = useAsyncMutation<ContactEditorFormUpdateMutation>(graphql`
    mutation ContactEditorFormUpdateMutation($input: UpdateCrmContactInput!) {
      updateCrmContact(input: $input) {
        __typename
        ... on CrmContact {
          id
          version
          firstName
          lastName
          status
          lastContactDate
        }
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [restore, restoring] = useRestoreContact();
  const [remove, removing] = useAsyncMutation<ContactEditorFormDeleteMutation>(graphql`
    mutation ContactEditorFormDeleteMutation($input: CrmContactIdInput!) {
      deleteCrmContact(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);

  const save = async (form: ContactForm): Promise<SaveOutcome> => {
    setDeletedMatch(null);
    setTakenBy(null);
    const original = contact?.lastContactDate ?? null;
    const input = {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      company: form.company,
      companyUrl: form.companyUrl,
      status: form.status,
      source: form.source,
      // Left out when its day is unchanged: the server keeps the stored moment,
      // or a later one an email sent since has set.
      ...(contact && dayOf(original) === form.lastContactDate
        ? {}
        : {
            lastContactDate:
              form.lastContactDate === '' ? null : dayMoment(form.lastContactDate).toISOString(),
          }),
      customFields: form.customFields,
    };
    if (contact) {
      const response = await update({
        variables: { input: { ...input, id: contact.id, expectedVersion: contact.version } },
      });
      return failureOf(response.updateCrmContact, 'CrmContact') ?? updatedOf(response.updateCrmContact);
    }
    const result = (await create({ variables: { input } })).createCrmContact;
    if (result.__typename === 'CrmDeletedContactExistsError') setDeletedMatch(result.contactId ?? null);
    const holder =
      result.__typename === 'ValidationError'
        ? result.fieldErrors?.find((error) => error.field === 'email')?.existingId
        : null;
    if (holder) setTakenBy({ email: form.email, id: holder });
    return failureOf(result, 'CrmContact') ?? createdOf(result);
  };

  const editor = useEditorForm({
    initial,
    validate,
    save,
    failedMessage: contact ? CRM.updateFailed : CRM.createFailed,
    done: CONTACTS_BACK.to,
    savedLabel: (form) => `${form.firstName} ${form.lastName}`,
    idPrefix: 'contact',
    draft: { key: `contact:${contact?.id ?? 'new'}`, version: contact?.version ?? null },
    stored: storedForm,
  });
  const { field, control } = editor;

  const restoreMatch = async () => {
    if (!deletedMatch) return;
    setActionFailed(null);
    const failed = await restore(deletedMatch);
    if (failed) return setActionFailed(failed);
    editor.guard.allowNavigation();
    navigate(contactPath(deletedMatch), { replace: true });
  };

  const confirmDelete = async () => {
    if (!contact) return;
    setActionFailed(null);
    setStaleDelete(null);
    const failure = await settle(
      remove({ variables: { input: { id: contact.id, expectedVersion: contact.version } } }),
      'DeleteCrmContactsPayload',
    );
    if (failure) {
      setConfirmingDelete(false);
      if (failure.conflict) return setStaleDelete(failure.message);
      return setActionFailed(failure.message || CRM.deleteFailed);
    }
    editor.guard.allowNavigation();
    const state: DeletedState = { deleted: name || contact.email };
    navigate(listAddress(CONTACTS_BACK.to), { replace: true, state });
  };

  // As saved (a save in place renames the heading).
  const name = `${contact?.firstName ?? ''} ${contact?.lastName ?? ''}`.trim();
  return (
    <EditorFrame
      editor={editor}
      formId={FORM_ID}
      title={contact ? name || 'Edit contact' : 'New contact'}
      lead={editor.dirty ? 'Unsaved changes' : undefined}
      back={CONTACTS_BACK}
      saveLabel="Save contact"
      actions={
        contact ? (
          <>
            <Link to={`${contactPath(contact.id)}/notes`} className={buttonClass('secondary')}>
              Notes
            </Link>
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              Delete contact
            </Button>
          </>
        ) : null
      }
    >
      {actionFailed ? <Alert tone="error">{actionFailed}</Alert> : null}
      {staleDelete ? (
        <Alert tone="error">
          <p>{staleDelete}</p>
          <div className="mt-3">
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {PAGE_ERROR.reload}
            </Button>
          </div>
        </Alert>
      ) : null}
      {deletedMatch ? (
        <Alert tone="info" title="Restore the deleted contact?">
          <p>{CRM_TEXT.emailDeleted}</p>
          <div className="mt-3">
            <Button onClick={restoreMatch} busy={restoring}>
              {restoring ? 'Restoring...' : 'Restore contact'}
            </Button>
          </div>
        </Alert>
      ) : null}
      <form id={FORM_ID} noValidate onSubmit={editor.submit} className="space-y-6">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="First name" required autoComplete="off" {...field('firstName')} />
          <TextField label="Last name" required autoComplete="off" {...field('lastName')} />
          <TextField
            label="Email"
            type="email"
            required
            {...field('email')}
            hint={
              takenBy && takenBy.email === field('email').value ? (
                <Link to={contactPath(takenBy.id)} className="underline">
                  {CRM_TEXT.openEmailHolder}
                </Link>
              ) : undefined
            }
          />
          <TextField
            label="Phone"
            type="tel"
            hint="Digits, spaces, hyphens, parentheses and a leading +."
            {...field('phone')}
          />
          <TextField label="Company" {...field('company')} />
          <TextField label="Company website" hint="The domain, e.g. example.com." {...field('companyUrl')} />
          <SelectField
            label="Status"
            options={CONTACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            {...field('status')}
          />
          <TextField label="Source" hint="Where the contact came from." {...field('source')} />
          <DateField label="Last contact" {...field('lastContactDate')} />
        </div>
        <CustomFieldRows {...control('customFields')} />
      </form>
      <DeleteDialog
        noun="contact"
        open={confirmingDelete}
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      >
        <p>“{name}” leaves the contact list. You can restore them from the deleted contacts.</p>
      </DeleteDialog>
    </EditorFrame>
  );
}
