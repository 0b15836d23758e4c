// Courses for API tests: an input the admin API accepts, and a course made by it.
import type { TestApp } from './app';

/** A published one-day online course with one module: `fields` (its title and slug at least) over it. */
export const courseInput = (fields: { title: string; slug: string } & Record<string, unknown>) => ({
  summary: 'A day.',
  description: '<p>Plan.</p>',
  level: 'beginner',
  deliveryFormat: 'online',
  duration: '1 day',
  currency: 'USD',
  isPublished: true,
  modules: [{ title: 'Only module' }],
  ...fields,
});

/** Creates a course through `createCourse` as the admin of `cookie`: its global id, and the input an editor's save resends. */
export async function courseByApi(
  app: TestApp,
  cookie: string,
  fields: { title: string; slug: string } & Record<string, unknown>,
) {
  const input = courseInput(fields);
  const { data, errors } = await app.gql<{ createCourse: { id?: string; message?: string } }>(
    `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ... on Course { id } ... on Error { message } } }`,
    { input },
    { cookie },
  );
  const id = data?.createCourse.id;
  if (!id) throw new Error(`createCourse failed: ${JSON.stringify(errors ?? data)}`);
  return { id, input };
}
