// What the public course catalogue says, apart from the back-office's course
// rules (form.ts), so the public pages load only this.
import { formatMessage } from '../shared/messages';

/**
 * The course catalogue filtered by a category, a topic (a course tag) or
 * both: not in the spec, ours. Each names every filter applied.
 */
export const COURSE_FILTER = {
  /** The page's title. */
  title: { category: '{category} courses', tag: '{tag} courses', both: '{category} courses about {tag}' },
  /** After the number of courses shown ('3 courses'). */
  count: { category: ' in {category}', tag: ' about {tag}', both: ' in {category} about {tag}' },
  /** A filter's value that names no category or topic (a stale or mistyped link), as the blog's unknown category. */
  unknown: {
    category: 'There is no course category “{value}”.',
    tag: 'There is no course topic “{value}”.',
  },
  /** The link that drops the unknown filter, keeping the other. */
  clear: 'Clear this filter',
  /** The link back to the whole catalogue (no filter, no search). */
  all: 'See every course',
  /** No published course in the filters chosen (no search). */
  empty: 'No published course matches this filter.',
  /** A search that found nothing within the filters: the same search in the whole catalogue. */
  searchAll: 'Search every course',
  /** The catalogue's search box, which searches its courses. */
  searchLabel: 'Search courses',
} as const;

/** The text of `texts` that names the filters given (a category's name, a topic's), or null for none. */
export function courseFilterText(
  texts: (typeof COURSE_FILTER)['title' | 'count'],
  category: string | undefined,
  tag: string | undefined,
): string | null {
  const template = category && tag ? texts.both : category ? texts.category : tag ? texts.tag : null;
  return template && formatMessage(template, { category: category ?? '', tag: tag ?? '' });
}
