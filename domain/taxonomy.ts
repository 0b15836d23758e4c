// Authors, categories and tags of the blog and of courses: the rules of
// their back-office form, shared by the admin screens and the server.
import { CONTENT, CONTENT_LIMITS, validateOptionalUrl, validateSlug } from './shared/content';
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
