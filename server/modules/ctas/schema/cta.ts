// Calls to action. Active CTAs are public (the CTA block shows them); an
// inactive one is visible to admins only, also through node(id:).

import { builder, PUBLIC } from '../../../builder';
import {
  CtaModalType as PrismaCtaModalType,
  CtaType as PrismaCtaType,
} from '../../../db/generated/prisma/enums';
import { randomCtaWhere } from '../ctas';

export const CtaTypeEnum = builder.enumType(PrismaCtaType, { name: 'CtaType' });
export const CtaModalTypeEnum = builder.enumType(PrismaCtaModalType, { name: 'CtaModalType' });

export const CtaNode = builder.prismaNode('Cta', {
  id: { field: 'id' },
  nullable: true,
  authScopes: (cta, context) => cta.isActive || context.viewer?.isAdmin === true,
  select: { isActive: true },
  fields: (t) => ({
    type: t.expose('type', { type: CtaTypeEnum }),
    header: t.exposeString('header'),
    description: t.exposeString('description'),
    buttonText: t.exposeString('buttonText'),
    icon: t.exposeString('icon', { description: 'A name from the CTA icon set (domain/ctas/display.ts).' }),
    isActive: t.exposeBoolean('isActive'),
    modalType: t.expose('modalType', { type: CtaModalTypeEnum, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  randomCta: t.prismaField({
    ...PUBLIC,
    type: CtaNode,
    nullable: true,
    description:
      'A random active CTA, optionally of one type; null when there is none. Picked on the server, so a server-rendered page and its hydrated client show the same one.',
    args: { type: t.arg({ type: CtaTypeEnum }) },
    resolve: async (query, _root, args, context) => {
      const pick = await randomCtaWhere(context, args.type);
      return pick && context.prisma.cta.findFirst({ ...query, ...pick, orderBy: { id: 'asc' } });
    },
  }),
}));
