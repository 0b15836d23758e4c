// What the five kinds of term (domain/taxonomy.ts) have in common: the Term
// interface the back-office lists and saves them through, and their kinds.
import { TERM_KINDS, TERMS, type TermKind } from '../../../../domain/taxonomy';
import { builder } from '../../../builder';

const enumName = (kind: TermKind) => kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

export const TermKindEnum = builder.enumType('TermKind', {
  values: Object.fromEntries(
    TERM_KINDS.map((kind) => [enumName(kind), { value: kind, description: TERMS[kind].title }]),
  ) as Record<string, { value: TermKind }>,
});

export const TermInterface = builder
  .interfaceRef<{ id: string; name: string; slug: string; version: number }>('Term')
  .implement({
    description: 'A blog author, blog category, blog tag, course category or course tag.',
    interfaces: [builder.nodeInterfaceRef()],
    fields: (t) => ({
      name: t.exposeString('name'),
      slug: t.exposeString('slug'),
      version: t.exposeInt('version', {
        authScopes: { admin: true },
        description: 'Incremented by every save; an update names the version it was made from.',
      }),
      usageCount: t.int({
        authScopes: { admin: true },
        description: 'Posts or courses that use it, drafts included (deleted posts excluded).',
      }),
    }),
  });
