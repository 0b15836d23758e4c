// The admin lists' words come from the domain message modules (DESIGN.md), not
// from their list definitions and pages: the empty lists' texts, and the
// contact list's actions on the selected contacts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postsResource } from '../../../client/routes/admin/blog/posts.resource';
import { coursesResource } from '../../../client/routes/admin/courses/courses.resource';
import { contactsResource } from '../../../client/routes/admin/crm/contacts.resource';
import { POST_FORM } from '../../../domain/blog';
import { COURSE_FORM } from '../../../domain/courses/form';
import { CRM_TEXT } from '../../../domain/crm/messages';

/** The source of a client module, by its path under client/routes/admin. */
const source = (path: string) =>
  readFileSync(new URL(`../../../client/routes/admin/${path}`, import.meta.url), 'utf8');

describe('the admin lists', () => {
  it.each([
    ['crm/contacts.resource.tsx', contactsResource, CRM_TEXT.noContacts, CRM_TEXT.noContactsMatch],
    ['blog/posts.resource.tsx', postsResource, POST_FORM.noPosts, POST_FORM.noPostsMatch],
    ['courses/courses.resource.tsx', coursesResource, COURSE_FORM.noCourses, COURSE_FORM.noCoursesMatch],
  ] as const)(
    '%s says its list is empty, or that nothing matches, in the domain words',
    (path, resource, none, noMatch) => {
      expect(resource.empty?.(false)).toBe(none);
      expect(resource.empty?.(true)).toBe(noMatch);
      // Taken from the domain module, not written again in the definition.
      for (const text of [none, noMatch]) expect(source(path)).not.toContain(`'${text}'`);
    },
  );

  it("names the contact list's bulk actions with the domain words, none written in the page", () => {
    const page = source('crm/contacts/AdminContactsPage.tsx');
    for (const [key, label] of Object.entries(CRM_TEXT.bulk)) {
      expect(page).toContain(`CRM_TEXT.bulk.${key}`);
      expect(page).not.toContain(`'${label}'`);
    }
  });
});
