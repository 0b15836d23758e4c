// What each "use" button of the assistant does to the post form (SPEC §4):
// content fills the content and an empty excerpt; a title fills the title
// and an empty slug; a meta description fills the excerpt.
import { generateExcerpt, stripHtml } from '../shared/excerpt';
import { generateSlug } from '../shared/slug';

export function applyGeneratedContent<F extends { content: string; excerpt: string }>(
  form: F,
  html: string,
): F {
  return {
    ...form,
    content: html,
    excerpt: form.excerpt.trim() === '' ? generateExcerpt(html) : form.excerpt,
  };
}

export function applySuggestedTitle<F extends { title: string; slug: string }>(form: F, title: string): F {
  return { ...form, title, slug: form.slug.trim() === '' ? generateSlug(title) : form.slug };
}

export function applyMetaDescription<F extends { excerpt: string }>(form: F, description: string): F {
  return { ...form, excerpt: description };
}

/** One "use" click in the assistant dialog. */
export type AssistantPick = { kind: 'content' | 'title' | 'meta'; text: string };

/** The post form's fields a pick can write. */
type PickFields = { title: string; slug: string; content: string; excerpt: string };
const PICK_FIELDS = ['title', 'slug', 'content', 'excerpt'] as const;

export function applyAssistantPick<F extends PickFields>(form: F, pick: AssistantPick): F {
  if (pick.kind === 'content') return applyGeneratedContent(form, pick.text);
  if (pick.kind === 'title') return applySuggestedTitle(form, pick.text);
  return applyMetaDescription(form, pick.text);
}

/** What a pick wrote: each field it changed, as it was before and after. */
export type PickChange = {
  kind: AssistantPick['kind'];
  before: Partial<PickFields>;
  after: Partial<PickFields>;
};

export function pickChange(form: PickFields, pick: AssistantPick): PickChange {
  const next = applyAssistantPick(form, pick);
  const changed = PICK_FIELDS.filter((name) => next[name] !== form[name]);
  const of = (values: PickFields) => Object.fromEntries(changed.map((name) => [name, values[name]]));
  return { kind: pick.kind, before: of(form), after: of(next) };
}

/**
 * Whether a pick can be undone without losing anything: every field it wrote
 * still holds what it wrote (an edit since would be thrown away).
 */
export const canUndoPick = (form: PickFields, change: PickChange): boolean =>
  Object.keys(change.after).length > 0 &&
  PICK_FIELDS.every((name) => change.after[name] === undefined || form[name] === change.after[name]);

/** The form with the fields a pick wrote as they were before it. */
export const undoPick = <F extends PickFields>(form: F, change: PickChange): F => ({
  ...form,
  ...change.before,
});

/** The words of a post's content as a reader sees them (tags aside). */
export const wordCount = (html: string): number => stripHtml(html).split(/\s+/).filter(Boolean).length;

/**
 * Whether a pick would replace content the admin wrote: a generated draft
 * over any content (words, or only a picture) other than that same draft.
 */
export const replacesWriting = (content: string, pick: AssistantPick): boolean =>
  pick.kind === 'content' && content.trim() !== '' && content.trim() !== pick.text.trim();
