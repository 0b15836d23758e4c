// CRM contacts for admins (also through node(id:)): every field, the keyset
// connection the contact list pages through, and what admins do to them.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import {
  CONTACT_ORDERS,
  CONTACT_STATUSES,
  CONTACTS_PAGE_SIZE,
  customFieldRows,
} from '../../../../domain/crm/contacts';
import { MAX_PAGE_SIZE } from '../../../../domain/shared/constants';
import { CRM } from '../../../../domain/shared/messages';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { forwardPageSize, invalidCursor } from '../../shared/cursors';
import { reload, reloaded } from '../../shared/reread';
import { LEFT_OUT_KEPT } from '../../shared/saves';
import { ErrorInterface } from '../../shared/schema/errors';
import {
  type ContactFilter,
  contactPage,
  countContacts,
  decodeContactCursor,
  encodeContactCursor,
} from '../list';
import {
  createContact,
  DeletedContactExistsError,
  deleteContacts,
  restoreContact,
  setContactsStatus,
  updateContact,
} from '../manage';

export const ContactStatusEnum = builder.enumType('ContactStatus', { values: CONTACT_STATUSES });
const ContactOrderEnum = builder.enumType('CrmContactOrder', {
  values: CONTACT_ORDERS,
  description: 'name: last name then first name (the default); lastContact and newest: latest first.',
});

const CustomFieldType = builder.objectRef<{ key: string; value: string }>('CrmCustomField').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

export const CrmContactNode = builder.prismaNode('CrmContact', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    company: t.exposeString('company', { nullable: true }),
    companyUrl: t.exposeString('companyUrl', { nullable: true, description: 'A bare domain, e.g. acme.io.' }),
    status: t.expose('status', { type: ContactStatusEnum }),
    source: t.exposeString('source', { nullable: true }),
    lastContactDate: t.expose('lastContactDate', { type: 'DateTime', nullable: true }),
    customFields: t.field({
      type: [CustomFieldType],
      select: { customFields: true },
      resolve: (contact) => customFieldRows(contact.customFields),
    }),
    deleted: t.exposeBoolean('deleted'),
    version: t.exposeInt('version', {
      description: 'Incremented by every save; an update names the version it was made from.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LATEST_MAX = 20;

type ContactConnectionParent = {
  filter: ContactFilter;
  /** Counted with the page (a search), or null. */
  total: number | null;
  edges: { cursor: string; node: unknown }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

const filterArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  search: t.arg.string({ description: 'Words found in the name, email or company (all of them).' }),
  status: t.arg({ type: ContactStatusEnum }),
  source: t.arg.string(),
  deleted: t.arg.boolean({ description: 'The deleted contacts (to restore) instead of the others.' }),
});

builder.queryFields((t) => ({
  latestCrmContacts: t.prismaField({
    type: ['CrmContact'],
    description: `Contacts that are not deleted, newest first (at most ${LATEST_MAX}).`,
    args: { first: t.arg.int({ defaultValue: 5 }) },
    resolve: (query, _root, args, context) =>
      context.prisma.crmContact.findMany({
        ...query,
        where: { deleted: false },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: Math.min(Math.max(args.first ?? 5, 1), LATEST_MAX),
      }),
  }),
  crmContacts: t.connection(
    {
      type: CrmContactNode,
      description: `Contacts, ${CONTACTS_PAGE_SIZE} per page unless \`first\` says otherwise (at most ${MAX_PAGE_SIZE}), by last name unless \`order\` says otherwise; forward paging only.`,
      args: { ...filterArgs(t), order: t.arg({ type: ContactOrderEnum, defaultValue: 'name' }) },
      resolve: async (_root, args, context, info) => {
        const first = forwardPageSize('crmContacts', args, CONTACTS_PAGE_SIZE);
        const after = args.after ? decodeContactCursor(args.after) : null;
        if (args.after && !after) throw invalidCursor();
        const order = args.order ?? 'name';
        // A page of another order would start over from the first page (a script paging on loops).
        if (after && after.order !== order)
          throw new GraphQLError(
            `This cursor pages the ${after.order} order: ask with order: ${after.order}.`,
            {
              extensions: { code: 'BAD_USER_INPUT' },
            },
          );
        const filter: ContactFilter = {
          search: args.search,
          status: args.status,
          source: args.source,
          deleted: args.deleted,
        };
        const { rows: page, total } = await contactPage(context.prisma, filter, order, first + 1, after);
        const shown = page.slice(0, first);
        const query = queryFromInfo({ context, info, path: ['edges', 'node'], typeName: 'CrmContact' });
        const rows = shown.length
          ? await context.prisma.crmContact.findMany({
              ...query,
              where: { id: { in: shown.map((row) => row.id) } },
            })
          : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const edges = shown
          .filter((row) => byId.has(row.id))
          .map((row) => ({ cursor: encodeContactCursor(row.cursor), node: byId.get(row.id) }));
        return {
          filter,
          total,
          edges,
          pageInfo: {
            hasNextPage: page.length > first,
            hasPreviousPage: after !== null,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        } as never;
      },
    },
    {
      name: 'CrmContactConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'Exact number of contacts the filters match.',
          resolve: (parent, _args, context) => {
            const { filter, total } = parent as unknown as ContactConnectionParent;
            return total ?? countContacts(context.prisma, filter);
          },
        }),
      }),
    },
  ),
  crmContactSources: t.stringList({
    description: 'Every source of a contact that is not deleted, for the list filter.',
    resolve: async (_root, _args, context) => {
      const rows = await context.prisma.crmContact.findMany({
        where: { deleted: false, source: { not: null } },
        distinct: ['source'],
        select: { source: true },
        orderBy: { source: 'asc' },
        take: 200,
      });
      return rows.map((row) => row.source as string);
    },
  }),
}));

builder.objectType(DeletedContactExistsError, {
  name: 'CrmDeletedContactExistsError',
  description: 'The email belongs to a deleted contact: restore it (restoreCrmContact) instead.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof DeletedContactExistsError,
  fields: (t) => ({
    message: t.exposeString('message'),
    contactId: t.id({ resolve: (error) => encodeGlobalID('CrmContact', error.contactId) }),
  }),
});

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CustomFieldInput = builder.inputType('CrmCustomFieldInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

/** An update's names and email may be left out (kept); null for one is a ValidationError. */
const contactFields = <Required extends boolean>(t: InputFields, required: Required) => ({
  firstName: t.string({ required }),
  lastName: t.string({ required }),
  email: t.string({ required }),
  phone: t.string(),
  company: t.string(),
  companyUrl: t.string({ description: 'Cleaned to a domain on save.' }),
  status: t.field({ type: ContactStatusEnum }),
  source: t.string(),
  lastContactDate: t.field({
    type: 'DateTime',
    description:
      'Null clears it. Left out, a new contact has none and an update keeps the stored one (sending an email to the contact moves it).',
  }),
  customFields: t.field({ type: [CustomFieldInput], description: 'The whole set; replaces the old one.' }),
});

const CreateInput = builder.inputType('CreateCrmContactInput', { fields: (t) => contactFields(t, true) });
const UpdateInput = builder.inputType('UpdateCrmContactInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CrmContactNode }),
    expectedVersion: t.int({ required: true }),
    ...contactFields(t, false),
  }),
});
const IdInput = builder.inputType('CrmContactIdInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: CrmContactNode }),
    expectedVersion: t.int({
      description:
        'deleteCrmContact only: the version of the contact as shown when the delete was chosen; a contact changed since is not deleted (ConflictError). Left out, the contact is deleted as it is now.',
    }),
  }),
});
const IdsInput = builder.inputType('CrmContactIdsInput', {
  fields: (t) => ({
    ids: t.globalIDList({ required: true, for: CrmContactNode }),
    expectedVersions: t.intList({
      description:
        'The versions of the contacts as shown, one per id in the same order: if one changed since, none is deleted (ConflictError naming it). Left out, they are deleted as they are now.',
    }),
  }),
});
const StatusInput = builder.inputType('SetCrmContactsStatusInput', {
  fields: (t) => ({
    ids: t.globalIDList({ required: true, for: CrmContactNode }),
    status: t.field({ type: ContactStatusEnum, required: true }),
  }),
});

const DeletedPayload = builder.objectRef<{ deletedIds: string[] }>('DeleteCrmContactsPayload').implement({
  fields: (t) => ({ deletedIds: t.exposeIDList('deletedIds') }),
});

builder.mutationFields((t) => ({
  createCrmContact: t.prismaField({
    type: CrmContactNode,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    errors: { types: [ValidationError, DeletedContactExistsError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmContact.findUniqueOrThrow({
        ...query,
        where: { id: await createContact(context, input) },
      }),
  }),
  updateCrmContact: t.prismaField({
    type: CrmContactNode,
    description: `A partial update: send only the fields to change. Refused with a ConflictError when the contact changed since expectedVersion. ${LEFT_OUT_KEPT} firstName, lastName and email cannot be cleared: null for one of them is a ValidationError.`,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: async (query, _root, { input }, context) => {
      const { id, expectedVersion, ...fields } = input;
      const contactId = await updateContact(context, id, expectedVersion, fields);
      // An import's undo deletes the contacts it created, for good.
      return reloaded(context.prisma.crmContact.findUnique(reload(query, contactId)), CRM.notFound);
    },
  }),
  deleteCrmContact: t.field({
    type: DeletedPayload,
    description:
      'Soft delete: the contact moves to the deleted view, from where it can be restored. With expectedVersion, a contact changed since is refused (ConflictError).',
    args: { input: t.arg({ type: IdInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError, ConflictError] },
    resolve: async (_root, { input }, context) => ({
      deletedIds: (
        await deleteContacts(
          context,
          [input.id],
          input.expectedVersion == null ? null : [input.expectedVersion],
          false,
        )
      ).map((id) => encodeGlobalID('CrmContact', id)),
    }),
  }),
  deleteCrmContacts: t.field({
    type: DeletedPayload,
    description:
      'Soft-deletes every contact given, or none when one of them is missing, or (with expectedVersions) changed since.',
    args: { input: t.arg({ type: IdsInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError, ConflictError] },
    resolve: async (_root, { input }, context) => ({
      deletedIds: (await deleteContacts(context, input.ids, input.expectedVersions ?? null)).map((id) =>
        encodeGlobalID('CrmContact', id),
      ),
    }),
  }),
  restoreCrmContact: t.prismaField({
    type: CrmContactNode,
    args: { input: t.arg({ type: IdInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      reloaded(
        context.prisma.crmContact.findUnique(reload(query, await restoreContact(context, input.id))),
        CRM.notFound,
      ),
  }),
  setCrmContactsStatus: t.prismaField({
    type: [CrmContactNode],
    description: 'Sets the status of every contact given, or of none when one of them is missing.',
    args: { input: t.arg({ type: StatusInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError] },
    resolve: async (query, _root, { input }, context) =>
      context.prisma.crmContact.findMany({
        ...query,
        where: { id: { in: await setContactsStatus(context, input.ids, input.status) } },
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      }),
  }),
}));
