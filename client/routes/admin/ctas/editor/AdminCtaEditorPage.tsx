// The CTA editor (/admin/ctas/new, /admin/ctas/{id}): type, header,
// description, button text, an icon from the set and the modal type, with a
// live preview drawn by the site's own CTA component. 'Failed to load CTA'
// and 'Failed to save CTA' as the spec says.

import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { CTA_FORM, ctaIconLabel, storedCtaFields, validateCtaFields } from '../../../../../domain/ctas/form';
import { CTA_FETCH_RETRY, CTA_TYPES } from '../../../../../domain/shared/constants';
import { CONTENT_LIMITS } from '../../../../../domain/shared/content';
import { CTA } from '../../../../../domain/shared/messages';
import type { AdminCtaEditorPage_cta$key } from '../../../../__generated__/AdminCtaEditorPage_cta.graphql';
import type { AdminCtaEditorPageCreateMutation } from '../../../../__generated__/AdminCtaEditorPageCreateMutation.graphql';
import AdminCtaEditorPageQueryNode, {
  type AdminCtaEditorPageQuery,
} from '../../../../__generated__/AdminCtaEditorPageQuery.graphql';
import type { AdminCtaEditorPageUpdateMutation } from '../../../../__generated__/AdminCtaEditorPageUpdateMutation.graphql';
import {
  CTA_ICONS,
  CTA_MODAL_TYPES,
  CtaIcon,
  CtaView,
  ctaIconOf,
  formatCtaType,
} from '../../../../components/conversion/CtaBlock';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { EditorFrame } from '../../kit/EditorFrame';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../kit/fields';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { useSaveMutation } from '../../kit/mutationFailure';
import { useEditorForm } from '../../kit/useEditorForm';
import { AdminNotFound } from '../../shared/AdminNotFound';

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
          ...AdminCtaEditorPage_cta @alias(as: "fields")
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
  return <CtaEditorForm cta={cta?.fields ?? null} />;
}

function CtaEditorForm({ cta }: { cta: AdminCtaEditorPage_cta$key | null }) {
  // What the editor shows and the update sends back: one fragment for both.
  const existing = useFragment(
    graphql`
      fragment AdminCtaEditorPage_cta on Cta {
        ...CtaBlock_cta @relay(mask: false)
        isActive
        version
      }
    `,
    cta,
  );
  const id = existing?.id ?? null;
  const initial: CtaForm = {
    type: existing?.type ?? 'ai_training',
    header: existing?.header ?? '',
    description: existing?.description ?? '',
    buttonText: existing?.buttonText ?? '',
    icon: existing ? ctaIconOf(existing.icon) : 'sparkles',
    modalType: existing?.modalType ?? '',
    isActive: existing?.isActive ?? true,
  };
  const [saveCta] = useSaveMutation<AdminCtaEditorPageCreateMutation, AdminCtaEditorPageUpdateMutation>(
    graphql`
      mutation AdminCtaEditorPageCreateMutation($input: CreateCtaInput!) {
        createCta(input: $input) {
          __typename
          ... on Cta {
            id
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    graphql`
      mutation AdminCtaEditorPageUpdateMutation($input: UpdateCtaInput!) {
        updateCta(input: $input) {
          __typename
          # Refreshes the stored CTA the editor and the list read.
          ...AdminCtaEditorPage_cta @alias(as: "saved")
          # The version it made: keys typed while it was on its way are kept at it.
          ... on Cta {
            version
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'Cta',
  );
  const editor = useEditorForm({
    initial,
    validate: validateCtaFields,
    save: (form) =>
      saveCta(
        { ...form, modalType: form.modalType || null },
        existing ? { id: existing.id, version: existing.version } : null,
      ),
    failedMessage: CTA.saveFailed,
    stored: storedCtaFields,
    done: '/admin/ctas',
    savedLabel: (form) => form.header,
    draft: { key: `cta:${existing?.id ?? 'new'}`, version: existing?.version ?? null },
  });
  const { values: form, set, field, errors } = editor;

  return (
    <EditorFrame
      editor={editor}
      formId="cta-editor"
      title={id ? 'Edit call to action' : 'New call to action'}
      subject={existing?.header}
      back={{ to: '/admin/ctas', label: 'Back to calls to action' }}
      saveLabel="Save CTA"
    >
      <div className="grid gap-8 xl:grid-cols-2">
        <form id="cta-editor" noValidate onSubmit={editor.submit} className="space-y-4">
          <SelectField
            label="Type"
            options={CTA_TYPES.map((type) => ({ value: type, label: formatCtaType(type) }))}
            value={form.type}
            onChange={(event) => set('type', event.target.value as CtaType)}
          />
          <TextField label="Header" required limit={CONTENT_LIMITS.ctaHeader} {...field('header')} />
          <TextAreaField
            label="Description"
            required
            rows={3}
            limit={CONTENT_LIMITS.ctaDescription}
            {...field('description')}
          />
          <TextField
            label="Button text"
            required
            limit={CONTENT_LIMITS.ctaButtonText}
            {...field('buttonText')}
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
          <CheckboxField
            label="Active: shown on the site"
            checked={form.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
        </form>
        <section aria-labelledby="cta-preview-heading" className="space-y-3">
          <h2
            id="cta-preview-heading"
            className="text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            Preview
          </h2>
          {/* The site's own component, to read: its button is not one here. */}
          <CtaView
            preview
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
        </section>
      </div>
    </EditorFrame>
  );
}
