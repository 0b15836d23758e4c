// Every course in catalogue order, published or not: search, a status
// filter (kept in the URL), and delete behind a confirmation.
import { type FormEvent, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { COURSE_FORM } from '../../../../../domain/courses';
import { paths } from '../../../../../domain/shared/paths';
import type { AdminCoursesListPage_query$key } from '../../../../__generated__/AdminCoursesListPage_query.graphql';
import type { AdminCoursesListPageDeleteMutation } from '../../../../__generated__/AdminCoursesListPageDeleteMutation.graphql';
import type { AdminCoursesListPageQuery } from '../../../../__generated__/AdminCoursesListPageQuery.graphql';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { formatPrice, plural } from '../../../../components/format';
import { PageHeading } from '../../../../components/PageHeading';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { rowIdOf } from '../../shared/globalId';
import { failureOf, useAsyncMutation } from '../../shared/results';
import { SelectField } from '../../shared/SelectField';

export default function AdminCoursesListPage({ queries }: ScreenProps<{ list: AdminCoursesListPageQuery }>) {
  const query = usePreloadedQuery<AdminCoursesListPageQuery>(
    graphql`
      query AdminCoursesListPageQuery($search: String, $published: Boolean) @preloadable {
        ...AdminCoursesListPage_query @arguments(search: $search, published: $published)
      }
    `,
    queries.list,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <div className="space-y-6">
      <PageHeading title="Courses" lead="The catalogue, in the order visitors see it.">
        <Link to="/admin/courses/new" className={buttonClass('primary', 'mt-4')}>
          New course
        </Link>
      </PageHeading>
      <search aria-label="Filter courses">
        <form onSubmit={submitSearch} className="grid gap-4 md:grid-cols-3">
          <div className="flex items-end gap-2 md:col-span-2">
            <div className="flex-1">
              <TextField
                label="Search courses"
                type="search"
                name="q"
                defaultValue={searchParams.get('q') ?? ''}
              />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
          <SelectField
            label="Status"
            value={searchParams.get('status') ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
            placeholder="All statuses"
            options={[
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Draft' },
            ]}
          />
        </form>
      </search>
      <CourseTable query={query} />
    </div>
  );
}

function CourseTable({ query }: { query: AdminCoursesListPage_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AdminCoursesListPage_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        published: { type: "Boolean" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminCoursesListPagePaginationQuery") {
        adminCourses(search: $search, published: $published, first: $count, after: $cursor)
          @connection(key: "AdminCoursesListPage_adminCourses", filters: ["search", "published"]) {
          __id
          totalCount
          edges {
            node {
              id
              title
              slug
              isPublished
              sortOrder
              priceCents
              currency
              category {
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [remove, removing] = useAsyncMutation<AdminCoursesListPageDeleteMutation>(graphql`
    mutation AdminCoursesListPageDeleteMutation($input: DeleteCourseInput!, $connections: [ID!]!) {
      deleteCourse(input: $input) {
        __typename
        ... on DeleteCoursePayload {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const connection = data.adminCourses;

  const confirmDelete = async () => {
    if (!target) return;
    try {
      const { deleteCourse } = await remove({
        variables: { input: { id: target.id }, connections: [connection.__id] },
        updater: (store, response) => {
          if (response?.deleteCourse.__typename !== 'DeleteCoursePayload') return;
          const record = store.get(connection.__id);
          const total = record?.getValue('totalCount');
          if (record && typeof total === 'number') record.setValue(total - 1, 'totalCount');
        },
      });
      const failure = failureOf(deleteCourse, 'DeleteCoursePayload');
      setNotice(
        failure
          ? { tone: 'error', text: failure.message || COURSE_FORM.deleteFailed }
          : { tone: 'success', text: `“${target.title}” was deleted.` },
      );
    } catch {
      setNotice({ tone: 'error', text: COURSE_FORM.deleteFailed });
    }
    setTarget(null);
  };

  return (
    <div className="space-y-4">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {connection.edges.length} of {plural(connection.totalCount, 'course')}
      </p>
      {connection.edges.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">No courses match.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Title
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2">
                  Category
                </th>
                <th scope="col" className="px-4 py-2">
                  Price
                </th>
                <th scope="col" className="px-4 py-2">
                  Position
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {connection.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/courses/${rowIdOf(node.id)}`}
                      className="font-medium text-slate-900 hover:text-indigo-700"
                    >
                      {node.title}
                    </Link>
                    <p className="text-xs text-slate-500">{paths.course(node.slug)}</p>
                  </td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${node.isPublished ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
                    >
                      {node.isPublished ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-slate-700">{node.category?.name ?? '—'}</td>
                  <td className="px-4 py-2 text-slate-700">{formatPrice(node.priceCents, node.currency)}</td>
                  <td className="px-4 py-2 text-slate-700">{node.sortOrder}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-right">
                    <Button variant="ghost" onClick={() => setTarget({ id: node.id, title: node.title })}>
                      Delete<span className="sr-only"> {node.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <Button variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          {isLoadingNext ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        title="Delete this course?"
        confirmLabel="Delete course"
        busyLabel="Deleting..."
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      >
        <p>
          “{target?.title}” and its outline will be deleted for good, and it leaves the catalogue and search.
        </p>
      </ConfirmDialog>
    </div>
  );
}
