// The post editor's rules (SPEC §4 post editor), as pure functions of the
// form so they are tested without a browser: the slug follows the title,
// blurs fill an empty slug or excerpt, and Publish fills today's date.
// Also the conversion between the date and time inputs and the stored instant,
// and the field rules the editor and the server share.
import { CTA_TYPES } from './shared/constants';
import { CONTENT_LIMITS, validateOptionalUrl, validateSlug } from './shared/content';
import { isIsoDate, localIsoDate } from './shared/dates';
import { generateExcerpt } from './shared/excerpt';
import { generateSlug } from './shared/slug';
import { maxLength, type Rule, required, validateFields } from './shared/validation';

export type PostForm = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  imageUrl: string;
  authorId: string;
  categoryId: string;
  /** '' for no CTA. */
  ctaType: string;
  tagIds: string[];
  /** YYYY-MM-DD in the editor's time zone, or ''. */
  publishedDate: string;
  /** HH:MM in the editor's time zone, or '' (midnight). */
  publishedTime: string;
  isPublished: boolean;
};

export const emptyPostForm = (): PostForm => ({
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  imageUrl: '',
  authorId: '',
  categoryId: '',
  ctaType: '',
  tagIds: [],
  publishedDate: '',
  publishedTime: '',
  isPublished: false,
});

/** The slug after its source (a title, a name) changes: it follows while empty or still derived from the old source. */
export function followingSlug(slug: string, oldSource: string, newSource: string): string {
  return slug === '' || slug === generateSlug(oldSource) ? generateSlug(newSource) : slug;
}

/** The slug follows the title while it is empty or still the one derived from the old title. */
export function changeTitle<F extends { title: string; slug: string }>(form: F, title: string): F {
  return { ...form, title, slug: followingSlug(form.slug, form.title, title) };
}

/** Leaving the title fills an empty slug. */
export function blurTitle<F extends { title: string; slug: string }>(form: F): F {
  return form.slug === '' ? { ...form, slug: generateSlug(form.title) } : form;
}

/** Leaving the slug turns a hand-typed slug that is not URL-safe into one. */
export function blurSlug<F extends { slug: string }>(form: F): F {
  const cleaned = generateSlug(form.slug);
  return cleaned !== form.slug && /[^a-z0-9-]|--|^-|-$/.test(form.slug) ? { ...form, slug: cleaned } : form;
}

/** Leaving the content fills an empty excerpt with one generated from it. */
export function blurContent(form: PostForm): PostForm {
  return form.excerpt.trim() === '' && form.content.trim() !== ''
    ? { ...form, excerpt: generateExcerpt(form.content) }
    : form;
}

/** Checking Publish with no date fills today's date (YYYY-MM-DD, local). */
export function togglePublish(form: PostForm, checked: boolean, now: Date): PostForm {
  return {
    ...form,
    isPublished: checked,
    publishedDate: checked && form.publishedDate === '' ? localIsoDate(now) : form.publishedDate,
  };
}

/** The instant of a local date and time ('' time: midnight); null without a date or when invalid. */
export function publishedAtOf(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day || !isIsoDate(date)) return null;
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time) ?? [null, '00', '00'];
  const instant = new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The local date and time inputs of an instant. */
export function dateAndTimeOf(iso: string | null): { publishedDate: string; publishedTime: string } {
  if (!iso) return { publishedDate: '', publishedTime: '' };
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    publishedDate: localIsoDate(date),
    publishedTime: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

export type PostStatus = 'draft' | 'scheduled' | 'published';

/** Published with a date still to come is scheduled; see server/modules/blog/visibility.ts. */
export function postStatus(
  post: { isPublished: boolean; publishedAt: string | Date | null },
  now: Date,
): PostStatus {
  if (!post.isPublished) return 'draft';
  return post.publishedAt && new Date(post.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const POST_FORM = {
  /** The post list, empty; then the same with a search or a filter set. */
  noPosts: 'No posts yet.',
  noPostsMatch: 'No posts match these filters.',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  /** A slug that is the address of one of the blog's own pages (BLOG_PAGE_SLUGS). */
  slugReserved: 'This slug is the address of a page of the blog: choose another one.',
  contentRequired: 'Content is required',
  /** Only a script can send null for isPublished (the editor's checkbox is true or false). */
  publishedRequired: 'Say whether the post is published: isPublished is true or false',
  authorRequired: 'Author is required',
  categoryRequired: 'Category is required',
  /** Only a script can send another type (the editor offers a list): it names the ones taken. */
  ctaTypeInvalid: `Please choose a CTA type: ${CTA_TYPES.join(', ')}, or none`,
  tagMissing: 'One of the chosen tags no longer exists',
  revisionNotFound: 'Revision not found',
  /** What a stale save's conflict names (CONTENT.conflict's `{what}`). */
  conflictSubject: 'This post',
  /** Restoring a revision whose author or category was deleted since. */
  revisionRefsGone:
    'The author or category of this revision no longer exists: choose one in the editor and save instead.',
  deleteFailed: 'Failed to delete post',
  restoreFailed: 'Failed to restore the revision',
} as const;

export type PostFieldValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  imageUrl: string;
  authorId: string;
  categoryId: string;
};

type PostText = { title: string; slug: string; excerpt?: string | null; imageUrl?: string | null };

/**
 * A post's text as the server keeps it: without surrounding spaces, the
 * content (HTML) as written. The server stores it; after a save in place the
 * editor shows it.
 */
export function storedPostText<Values extends PostText>(
  values: Values,
): Values & { excerpt: string; imageUrl: string } {
  return {
    ...values,
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: (values.excerpt ?? '').trim(),
    imageUrl: (values.imageUrl ?? '').trim(),
  };
}

/**
 * The blog's own pages beside its posts (client/router.tsx): a post at
 * /blog/categories would never be shown, as the router prefers the page.
 */
export const BLOG_PAGE_SLUGS: readonly string[] = ['categories', 'authors'];

const notBlogPage: Rule = (value) => (BLOG_PAGE_SLUGS.includes(value.trim()) ? POST_FORM.slugReserved : null);

/** SPEC §5 post editor: title, slug, content, author and category are required. */
export function validatePostFields(values: PostFieldValues) {
  return validateFields(values, {
    title: [required(POST_FORM.titleRequired), maxLength(CONTENT_LIMITS.title)],
    slug: [validateSlug, notBlogPage, maxLength(CONTENT_LIMITS.slug)],
    content: [required(POST_FORM.contentRequired), maxLength(CONTENT_LIMITS.content)],
    excerpt: [maxLength(CONTENT_LIMITS.excerpt)],
    imageUrl: [validateOptionalUrl, maxLength(CONTENT_LIMITS.url)],
    authorId: [required(POST_FORM.authorRequired)],
    categoryId: [required(POST_FORM.categoryRequired)],
  });
}
