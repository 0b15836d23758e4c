// The CTA editor (/admin/ctas/new, /admin/ctas/{id}): type, header,
// description, button text, an icon from the set and the modal type, with a
// live preview drawn by the site's own CTA component. 'Failed to load CTA'
// and 'Failed to save CTA' as the spec says.
import { type FormEvent, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { CTA_FORM, ctaIconLabel, validateCtaFields } from '../../../../../domain/ctas/form';
import { CTA_FETCH_RETRY, CTA_TYPES } from '../../../../../domain/shared/constants';
import { CTA } from '../../../../../domain/shared/messages';
import type { AdminCtaEditorPageCreateMutation } from '../../../../__generated__/AdminCtaEditorPageCreateMutation.graphql';
import AdminCtaEditorPageQueryNode, {
  type AdminCtaEditorPageQuery,
} from '../../../../__generated__/AdminCtaEditorPageQuery.graphql';
import type { AdminCtaEditorPageUpdateMutation } from '../../../../__generated__/AdminCtaEditorPageUpdateMutation.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import {
  CTA_ICONS,
  CTA_MODAL_TYPES,
  CtaIcon,
  CtaView,
  ctaIconOf,
  formatCtaType,
} from '../../../../components/conversion/CtaBlock';
import { TextAreaField, TextField } from '../../../../components/Field';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { SelectField } from '../../kit/fields';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { useUnsavedChanges } from '../../kit/useUnsavedChanges';
import { AdminNotFound } from '../../shared/AdminNotFound';
import { failureOf, useAsyncMutation } from '../../shared/results';

type CtaType = (typeof CTA_TYPES)[number];
type ModalType = (typeof CTA_MODAL_TYPES)[number];
type CtaForm = {
  type: CtaType;
  header: string;
  description: string;
  buttonText: string;
  icon: string;
  modalType: ModalType | '';
  isActive: boolean;
};

export default function AdminCtaEditorPage({ queries }: ScreenProps<{ editor: AdminCtaEditorPageQuery }>) {
  return (
    <LoadWithRetry<AdminCtaEditorPageQuery>
      initial={queries.editor}
      query={AdminCtaEditorPageQueryNode}
      policy={CTA_FETCH_RETRY}
      failedMessage={CTA.loadFailed}
    >
      {(queryRef) => <Editor queryRef={queryRef} />}
    </LoadWithRetry>
  );
}

function Editor({ queryRef }: { queryRef: PreloadedQuery<AdminCtaEditorPageQuery> }) {
  const { cta } = usePreloadedQuery<AdminCtaEditorPageQuery>(
    graphql`
      query AdminCtaEditorPageQuery($id: ID!, $isNew: Boolean!) @preloadable {
        cta: node(id: $id) @skip(if: $isNew) {
          __typename
          ... on Cta {
            id
            type
            header
            description
            buttonText
            icon
            modalType
            isActive
          }
        }
      }
    `,
    queryRef,
  );
  if (!queryRef.variables.isNew && cta?.__typename !== 'Cta') {
    return (
      <AdminNotFound
        title={CTA_FORM.notFound}
        back={{ to: '/admin/ctas', label: 'Back to calls to action' }}
      />
    );
  }
  const existing = cta?.__typename === 'Cta' ? cta : null;
  return (
    <CtaEditorForm
      id={existing?.id ?? null}
      initial={{
        type: existing?.type ?? 'ai_training',
        header: existing?.header ?? '',
        description: existing?.description ?? '',
        buttonText: existing?.buttonText ?? '',
        icon: existing ? ctaIconOf(existing.icon) : 'sparkles',
        modalType: existing?.modalType ?? '',
        isActive: existing?.isActive ?? true,
      }}
    />
  );
}

function CtaEditorForm({ id, initial }: { id: string | null; initial: CtaForm }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const guard = useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(initial));
  const [create, creating] = useAsyncMutation<AdminCtaEditorPageCreateMutation>(graphql`
    mutation AdminCtaEditorPageCreateMutation($input: CreateCtaInput!) {
      createCta(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [update, updating] = useAsyncMutation<AdminCtaEditorPageUpdateMutation>(graphql`
    mutation AdminCtaEditorPageUpdateMutation($input: UpdateCtaInput!) {
      updateCta(input: $input) {
        __typename
        ... on Cta {
          id
          type
          header
          description
          buttonText
          icon
          modalType
          isActive
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const set = <K extends keyof CtaForm>(key: K, value: CtaForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateCtaFields(form);
    setErrors(local);
    if (Object.keys(local).length > 0) return setFailed(CTA.saveFailed);
    const input = { ...form, modalType: form.modalType || null };
    setFailed(null);
    try {
      const result = id
        ? (await update({ variables: { input: { ...input, id } } })).updateCta
        : (await create({ variables: { input } })).createCta;
      const failure = failureOf(result, 'Cta');
      if (failure) {
        setErrors(failure.fields);
        return setFailed(CTA.saveFailed);
      }
      guard.allowNavigation();
      navigate('/admin/ctas', { replace: true });
    } catch {
      setFailed(CTA.saveFailed);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/ctas" className={buttonClass('secondary')}>
          <span aria-hidden="true">←</span> Back to calls to action
        </Link>
        <Button type="submit" form="cta-editor" disabled={creating || updating}>
          {creating || updating ? 'Saving...' : 'Save CTA'}
        </Button>
      </div>
      <PageHeading title={id ? 'Edit call to action' : 'New call to action'} />
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <div className="grid gap-8 xl:grid-cols-2">
        <form id="cta-editor" noValidate onSubmit={save} className="space-y-4">
          <SelectField
            label="Type"
            options={CTA_TYPES.map((type) => ({ value: type, label: formatCtaType(type) }))}
            value={form.type}
            onChange={(event) => set('type', event.target.value as CtaType)}
          />
          <TextField
            label="Header"
            required
            value={form.header}
            error={errors.header}
            onChange={(event) => set('header', event.target.value)}
          />
          <TextAreaField
            label="Description"
            required
            rows={3}
            value={form.description}
            error={errors.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <TextField
            label="Button text"
            required
            value={form.buttonText}
            error={errors.buttonText}
            onChange={(event) => set('buttonText', event.target.value)}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Icon</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {CTA_ICONS.map((icon) => (
                <label
                  key={icon}
                  className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-xs ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${
                    form.icon === icon
                      ? 'bg-indigo-50 text-indigo-900 ring-indigo-500'
                      : 'text-slate-700 ring-slate-200'
                  }`}
                >
                  <input
                    type="radio"
                    name="cta-icon"
                    value={icon}
                    className="sr-only"
                    checked={form.icon === icon}
                    onChange={() => set('icon', icon)}
                  />
                  <CtaIcon name={icon} className="h-4 w-4" />
                  {ctaIconLabel(icon)}
                </label>
              ))}
            </div>
            {errors.icon ? <p className="mt-1 text-sm text-red-700">{errors.icon}</p> : null}
          </fieldset>
          <SelectField
            label="Modal type"
            placeholder="None: the button links to the page of its type"
            options={CTA_MODAL_TYPES.map((type) => ({ value: type, label: `Opens the ${type} dialog` }))}
            value={form.modalType}
            onChange={(event) => set('modalType', event.target.value as ModalType | '')}
          />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={form.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
            />
            Active: shown on the site
          </label>
        </form>
        <section aria-labelledby="cta-preview-heading" className="space-y-3">
          <h2
            id="cta-preview-heading"
            className="text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            Preview
          </h2>
          {/* The site's own component; its button does nothing here. */}
          <div onClickCapture={(event) => event.preventDefault()}>
            <CtaView
              cta={{
                id: 'preview',
                type: form.type,
                header: form.header || 'Header',
                description: form.description || 'Description',
                buttonText: form.buttonText || 'Button text',
                icon: form.icon,
                modalType: form.modalType || null,
              }}
            />
          </div>
        </section>
      </div>
      {guard.dialog}
    </div>
  );
}
