// Back-office side of blog authors, categories and tags: how many posts use
// each (any status), and their create, update and delete mutations.
import { builder } from '../../../builder';
import { BlogAuthorType, BlogCategoryType, BlogTagType } from './blog-terms';
import { defineTermMutations } from './term-mutations';

const ADMIN = { authScopes: { admin: true } } as const;
const description = 'Posts that use it, drafts and scheduled ones included (deleted ones excluded).';

builder.prismaObjectFields(BlogAuthorType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description, where: { deleted: false } }),
}));
builder.prismaObjectFields(BlogCategoryType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description, where: { deleted: false } }),
}));
builder.prismaObjectFields(BlogTagType, (t) => ({
  usageCount: t.relationCount('posts', { ...ADMIN, description, where: { post: { deleted: false } } }),
}));

defineTermMutations('blogAuthor', BlogAuthorType as never);
defineTermMutations('blogCategory', BlogCategoryType as never);
defineTermMutations('blogTag', BlogTagType as never);
