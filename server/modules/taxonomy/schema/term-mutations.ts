// The per-kind back-office mutations of authors, categories and tags (blog
// and courses): create<Type>, update<Type> and delete<Type>. saveTerm and
// deleteTerm (terms-admin.ts) do the same for every kind; these stay until
// the back-office uses those.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { TERMS, type TermKind } from '../../../../domain/taxonomy';
import { builder } from '../../../builder';
import { ConflictError, NotFoundError, ValidationError } from '../../../errors';
import { deleteTerm, saveTerm, type TermInput, termTable } from '../terms';
import { BlogAuthorType, BlogCategoryType, BlogTagType } from './blog-terms';
import { CourseCategoryType, CourseTagType } from './course-terms';
import { reassignHelp } from './terms-admin';

type FieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

function defineTermMutations(kind: TermKind, type: typeof BlogTagType) {
  const { typename, fields: extra } = TERMS[kind];
  const fields = (t: FieldBuilder) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    ...Object.fromEntries(extra.map((field) => [field, t.string()])),
  });
  const CreateInput = builder.inputType(`Create${typename}Input`, { fields });
  const UpdateInput = builder.inputType(`Update${typename}Input`, {
    fields: (t) => ({ id: t.globalID({ required: true }), ...fields(t) }),
  });
  const DeleteInput = builder.inputType(`Delete${typename}Input`, {
    fields: (t) => ({
      id: t.globalID({ required: true }),
      reassignTo: t.globalID({ description: reassignHelp(kind) }),
    }),
  });
  const DeletePayload = builder.objectRef<{ deletedId: string }>(`Delete${typename}Payload`).implement({
    fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
  });
  const reload = (context: { prisma: Parameters<typeof termTable>[0] }, id: string) =>
    termTable(context.prisma, kind).findUniqueOrThrow({ where: { id } }) as Promise<never>;

  builder.mutationFields((t) => ({
    [`create${typename}`]: t.field({
      type,
      args: { input: t.arg({ type: CreateInput, required: true }) },
      errors: { types: [ValidationError] },
      resolve: async (_root, { input }, context) =>
        reload(context, await saveTerm(context, kind, null, input as unknown as TermInput)),
    }),
    [`update${typename}`]: t.field({
      type,
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      errors: { types: [ValidationError, NotFoundError] },
      resolve: async (_root, { input }, context) => {
        const { id, ...values } = input as unknown as TermInput & { id: { typename: string; id: string } };
        return reload(context, await saveTerm(context, kind, id, values));
      },
    }),
    [`delete${typename}`]: t.field({
      type: DeletePayload,
      args: { input: t.arg({ type: DeleteInput, required: true }) },
      errors: { types: [ValidationError, NotFoundError, ConflictError] },
      resolve: async (_root, { input }, context) => ({
        deletedId: encodeGlobalID(typename, await deleteTerm(context, kind, input.id, input.reassignTo)),
      }),
    }),
  }));
}

defineTermMutations('blogAuthor', BlogAuthorType as never);
defineTermMutations('blogCategory', BlogCategoryType as never);
defineTermMutations('blogTag', BlogTagType);
defineTermMutations('courseCategory', CourseCategoryType as never);
defineTermMutations('courseTag', CourseTagType as never);
