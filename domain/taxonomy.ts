// Authors, categories and tags of the blog and of courses: the rules of
// their back-office form, shared by the admin screens and the server.
import { CONTENT, CONTENT_LIMITS, validateOptionalUrl, validateSlug } from './shared/content';
import { formatMessage, plural } from './shared/messages';
import { paths } from './shared/paths';
import { maxLength, required, validateFields } from './shared/validation';

/** The fields of an author, a category or a tag (blog or course); unused ones stay empty. */
export type TermFieldValues = {
  name: string;
  slug: string;
  description: string;
  bio: string;
  avatarUrl: string;
};

export function validateTermFields(values: TermFieldValues) {
  return validateFields(values, {
    name: [required(CONTENT.nameRequired), maxLength(CONTENT_LIMITS.name)],
    slug: [validateSlug, maxLength(CONTENT_LIMITS.slug)],
    description: [maxLength(CONTENT_LIMITS.description)],
    bio: [maxLength(CONTENT_LIMITS.bio)],
    avatarUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
  });
}

/** The five kinds of term, in the order the back-office lists them. */
export const TERM_KINDS = ['blogAuthor', 'blogCategory', 'blogTag', 'courseCategory', 'courseTag'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** The optional text fields a kind may have, besides name and slug. */
export type TermExtraField = 'description' | 'bio' | 'avatarUrl';

/**
 * What deleting a used term does to the posts or courses that use it:
 * 'reassign-required': they must move to another term (a post needs an
 * author and a category; deleted posts may be left without); 'reassign-or-clear':
 * they move to the chosen term, or are left without one; 'unlink': the term
 * is removed from them.
 */
export type TermDeletePolicy = 'reassign-required' | 'reassign-or-clear' | 'unlink';

export type TermDescriptor = {
  kind: TermKind;
  /** The GraphQL type. */
  typename: 'BlogAuthor' | 'BlogCategory' | 'BlogTag' | 'CourseCategory' | 'CourseTag';
  /** One of them, as messages name it: 'author', 'course category'... */
  label: string;
  /** The back-office screen's title and lead. */
  title: string;
  lead: string;
  /** What uses a term of this kind. */
  noun: 'post' | 'course';
  fields: readonly TermExtraField[];
  deletePolicy: TermDeletePolicy;
  /**
   * What merging one into another does to what uses it: `{count}` posts or
   * courses, `{target}` the name of the term they get instead.
   */
  mergeMoves: string;
  /** The term's public page, for the kinds that have one. */
  publicPath?: (slug: string) => string;
  adminPath: string;
};

export const TERMS: { readonly [K in TermKind]: TermDescriptor & { kind: K } } = {
  blogAuthor: {
    kind: 'blogAuthor',
    typename: 'BlogAuthor',
    label: 'author',
    title: 'Authors',
    lead: 'The people posts are signed by, with the bio shown under their posts.',
    noun: 'post',
    fields: ['bio', 'avatarUrl'],
    deletePolicy: 'reassign-required',
    mergeMoves: '{count} will be signed by “{target}”.',
    publicPath: paths.blogAuthor,
    adminPath: '/admin/authors',
  },
  blogCategory: {
    kind: 'blogCategory',
    typename: 'BlogCategory',
    label: 'category',
    title: 'Categories',
    lead: 'Every post belongs to one category; each has its page on the blog.',
    noun: 'post',
    fields: ['description'],
    deletePolicy: 'reassign-required',
    mergeMoves: '{count} will move to “{target}”.',
    publicPath: paths.blogCategory,
    adminPath: '/admin/categories',
  },
  blogTag: {
    kind: 'blogTag',
    typename: 'BlogTag',
    label: 'tag',
    title: 'Tags',
    lead: 'Posts carry any number of tags.',
    noun: 'post',
    fields: [],
    deletePolicy: 'unlink',
    mergeMoves: '{count} will be tagged “{target}”.',
    adminPath: '/admin/tags',
  },
  courseCategory: {
    kind: 'courseCategory',
    typename: 'CourseCategory',
    label: 'course category',
    title: 'Course categories',
    lead: 'The catalogue is filtered by these categories.',
    noun: 'course',
    fields: ['description'],
    deletePolicy: 'reassign-or-clear',
    mergeMoves: '{count} will move to “{target}”.',
    adminPath: '/admin/course-categories',
  },
  courseTag: {
    kind: 'courseTag',
    typename: 'CourseTag',
    label: 'course tag',
    title: 'Course tags',
    lead: 'Courses carry any number of tags.',
    noun: 'course',
    fields: [],
    deletePolicy: 'unlink',
    mergeMoves: '{count} will be tagged “{target}”.',
    adminPath: '/admin/course-tags',
  },
};

/** The kind whose GraphQL type is `typename`, if any. */
export const termKindOf = (typename: string): TermKind | undefined =>
  TERM_KINDS.find((kind) => TERMS[kind].typename === typename);

const FIELD_NAMES: Record<TermExtraField, string> = {
  description: 'description',
  bio: 'bio',
  avatarUrl: 'avatar address',
};

/** The message for a value given to a field its kind does not have. */
export const termFieldNotUsed = (kind: TermKind, field: TermExtraField) =>
  formatMessage('{terms} have no {field}: leave it empty.', {
    terms: TERMS[kind].title,
    field: FIELD_NAMES[field],
  });

/**
 * What the confirmation of a merge says will happen: what uses `source` gets
 * `target` instead, the old public address (for the kinds that have one)
 * leads to the target's, and `source` is deleted.
 */
export function mergeConsequences(
  kind: TermKind,
  source: { name: string; slug: string; usageCount: number },
  target: { name: string; slug: string },
): string[] {
  const { noun, mergeMoves, publicPath } = TERMS[kind];
  const count = source.usageCount;
  return [
    count === 0
      ? `No ${noun} uses “${source.name}”.`
      : formatMessage(mergeMoves, {
          count: plural(count, noun),
          target: target.name,
        }),
    ...(publicPath
      ? [
          formatMessage(CONTENT.mergeRedirects, {
            address: publicPath(source.slug),
            target: publicPath(target.slug),
          }),
        ]
      : []),
    formatMessage(CONTENT.mergeDeletes, { name: source.name }),
  ];
}
