// CRM contacts, as far as the dashboard needs them: admin only (also through
// node(id:)), the latest ones first. The CRM screens extend this type.
import { CONTACT_STATUSES } from '../../../../domain/crm';
import { builder } from '../../../builder';

const ContactStatusEnum = builder.enumType('ContactStatus', { values: CONTACT_STATUSES });

builder.prismaNode('CrmContact', {
  id: { field: 'id' },
  nullable: true,
  authScopes: { admin: true },
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    company: t.exposeString('company', { nullable: true }),
    status: t.expose('status', { type: ContactStatusEnum }),
    source: t.exposeString('source', { nullable: true }),
    lastContactDate: t.expose('lastContactDate', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const LATEST_MAX = 20;

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
}));
