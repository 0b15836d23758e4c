// The back-office side of calls to action: every CTA, the types that have an
// active one (the post editor's CTA select), and create, update, the active
// toggle and delete, checked with the shared rules (SPEC §5 CTA).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { CTA_FORM } from '../../../../domain/ctas/form';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { countedConnectionTypes, keysetConnection, newestFirst } from '../../shared/keyset';
import { reload, reloaded } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { statusFilter } from '../../shared/schema/status-filter';
import { createCta, ctaListWhere, deleteCta, setCtaActive, updateCta } from '../ctas';
import { CtaModalTypeEnum, CtaNode, CtaTypeEnum } from './cta';

builder.prismaObjectFields(CtaNode, (t) => ({
  updatedAt: t.expose('updatedAt', { type: 'DateTime', authScopes: { admin: true } }),
  version: t.exposeInt('version', {
    authScopes: { admin: true },
    description: 'Incremented by every save and active toggle; an update names the version it was made from.',
  }),
}));

const { StatusEnum: CtaStatusEnum, deprecationReason } = statusFilter({
  name: 'CtaStatus',
  yes: { name: 'ACTIVE', description: 'Shown to visitors.' },
  no: { name: 'INACTIVE', description: 'Hidden from visitors.' },
});

builder.queryFields((t) => ({
  ctas: t.connection(
    {
      type: CtaNode,
      description: 'Every CTA, newest first, optionally only active or inactive ones, or of one type.',
      args: {
        status: t.arg({ type: CtaStatusEnum }),
        active: t.arg.boolean({ deprecationReason: deprecationReason('active') }),
        type: t.arg({ type: CtaTypeEnum }),
      },
      resolve: (_root, args, context, info) => {
        const where = ctaListWhere(args);
        return keysetConnection(
          {
            args,
            context,
            info,
            typeName: 'Cta',
            order: newestFirst,
            where,
            count: () => context.prisma.cta.count({ where }),
          },
          (page) => context.prisma.cta.findMany(page),
        );
      },
    },
    ...countedConnectionTypes('ctas'),
  ),
  activeCtaTypes: t.field({
    type: [CtaTypeEnum],
    // Nullable so a failure here does not fail the editor's whole query: it falls back to every type.
    nullable: true,
    description:
      'The types that have at least one active CTA, in the order of the type list; null if they could not be read.',
    resolve: async (_root, _args, context) => {
      const rows = await context.prisma.cta.findMany({
        where: { isActive: true },
        distinct: ['type'],
        select: { type: true },
        orderBy: { type: 'asc' },
      });
      return rows.map((row) => row.type);
    },
  }),
}));

type FieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const ctaFields = (t: FieldBuilder) => ({
  type: t.field({ type: CtaTypeEnum, required: true }),
  header: t.string({ required: true }),
  description: t.string({ required: true }),
  buttonText: t.string({ required: true }),
  icon: t.string({ required: true, description: 'A name from the CTA icon set.' }),
  modalType: t.field({ type: CtaModalTypeEnum, description: 'null links to the page of the type.' }),
  isActive: t.boolean({ required: true }),
});

const CreateCtaInput = builder.inputType('CreateCtaInput', { fields: ctaFields });
const UpdateCtaInput = builder.inputType('UpdateCtaInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CtaNode }),
    expectedVersion: t.int({ required: true, description: 'The version the edit started from.' }),
    ...ctaFields(t),
  }),
});
const SetCtaActiveInput = builder.inputType('SetCtaActiveInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CtaNode }),
    isActive: t.boolean({ required: true }),
  }),
});
const DeleteCtaInput = builder.inputType('DeleteCtaInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: CtaNode }) }),
});
const DeleteCtaPayload = builder.objectRef<{ deletedId: string }>('DeleteCtaPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

builder.mutationFields((t) => ({
  createCta: t.prismaField({
    type: CtaNode,
    args: { input: t.arg({ type: CreateCtaInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.cta.findUnique(reload(query, await createCta(context, input))),
        CTA_FORM.notFound,
      ),
  }),
  updateCta: t.prismaField({
    type: CtaNode,
    description: `Refused with a ConflictError when the CTA changed since expectedVersion. ${LEFT_OUT_KEPT}`,
    args: { input: t.arg({ type: UpdateCtaInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input: { id, expectedVersion, ...fields } }, context) =>
      reloaded(
        context.prisma.cta.findUnique(reload(query, await updateCta(context, id, expectedVersion, fields))),
        CTA_FORM.notFound,
      ),
  }),
  setCtaActive: t.prismaField({
    type: CtaNode,
    description: 'The status badge of the CTA list: shows or hides a CTA on the site.',
    args: { input: t.arg({ type: SetCtaActiveInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.cta.findUnique(reload(query, await setCtaActive(context, input.id, input.isActive))),
        CTA_FORM.notFound,
      ),
  }),
  deleteCta: t.field({
    type: DeleteCtaPayload,
    args: { input: t.arg({ type: DeleteCtaInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      deletedId: encodeGlobalID('Cta', await deleteCta(context, input.id)),
    }),
  }),
}));
