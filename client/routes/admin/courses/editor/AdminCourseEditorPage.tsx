// One editor for new and existing courses (/admin/courses/new, /admin/courses/{id}).
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { COURSE_FORM } from '../../../../../domain/courses/form';
import { POST_EDITOR_LOAD_RETRY } from '../../../../../domain/shared/constants';
import { CONTENT } from '../../../../../domain/shared/content';
import AdminCourseEditorPageQueryNode, {
  type AdminCourseEditorPageQuery,
} from '../../../../__generated__/AdminCourseEditorPageQuery.graphql';
import type { ScreenProps } from '../../../../routing/entryPoints';
import { LoadWithRetry } from '../../kit/LoadWithRetry';
import { AdminNotFound } from '../../shared/AdminNotFound';
import { CourseEditorForm } from './CourseEditorForm';

export default function AdminCourseEditorPage({
  queries,
}: ScreenProps<{ editor: AdminCourseEditorPageQuery }>) {
  return (
    <LoadWithRetry<AdminCourseEditorPageQuery>
      initial={queries.editor}
      query={AdminCourseEditorPageQueryNode}
      policy={POST_EDITOR_LOAD_RETRY}
      failedMessage={CONTENT.loadFailed}
    >
      {(queryRef) => <Editor queryRef={queryRef} />}
    </LoadWithRetry>
  );
}

function Editor({ queryRef }: { queryRef: PreloadedQuery<AdminCourseEditorPageQuery> }) {
  const data = usePreloadedQuery<AdminCourseEditorPageQuery>(
    graphql`
      query AdminCourseEditorPageQuery($id: ID!, $isNew: Boolean!) @preloadable {
        course: node(id: $id) @skip(if: $isNew) {
          __typename
          ...CourseEditorForm_course @alias(as: "editable")
        }
        courseCategories(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        courseTags(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!queryRef.variables.isNew && !data.course?.editable) {
    return (
      <AdminNotFound title={COURSE_FORM.notFound} back={{ to: '/admin/courses', label: 'Back to courses' }} />
    );
  }
  const options = (edges: readonly { node: { id: string; name: string } }[]) =>
    edges.map(({ node }) => ({ value: node.id, label: node.name }));
  return (
    <CourseEditorForm
      course={data.course?.editable ?? null}
      categories={options(data.courseCategories.edges)}
      tags={options(data.courseTags.edges)}
    />
  );
}
