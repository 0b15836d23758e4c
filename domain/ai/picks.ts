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

export function applyAssistantPick<
  F extends { title: string; slug: string; content: string; excerpt: string },
>(form: F, pick: AssistantPick): F {
  if (pick.kind === 'content') return applyGeneratedContent(form, pick.text);
  if (pick.kind === 'title') return applySuggestedTitle(form, pick.text);
  return applyMetaDescription(form, pick.text);
}

/** The words of a post's content as a reader sees them (tags aside). */
export const wordCount = (html: string): number => stripHtml(html).split(/\s+/).filter(Boolean).length;

/**
 * Whether a pick would replace content the admin wrote: a generated draft
 * over any content (words, or only a picture) other than that same draft.
 */
export const replacesWriting = (content: string, pick: AssistantPick): boolean =>
  pick.kind === 'content' && content.trim() !== '' && content.trim() !== pick.text.trim();
