// Saving from the post editor: a new post is created, an existing one is
// updated from the version the editor loaded (a stale save comes back as a
// ConflictError). Resolves to null when saved, or the failure to show.
import { graphql } from 'react-relay/hooks';
import type {
  CreateBlogPostInput,
  PostEditorFormCreateMutation,
} from '../../../../__generated__/PostEditorFormCreateMutation.graphql';
import type { PostEditorFormUpdateMutation } from '../../../../__generated__/PostEditorFormUpdateMutation.graphql';
import { type Failure, failureOf, useAsyncMutation } from '../../shared/results';

export function usePostSave(): [
  (input: CreateBlogPostInput, existing: { id: string; version: number } | null) => Promise<Failure | null>,
  boolean,
] {
  const [create, creating] = useAsyncMutation<PostEditorFormCreateMutation>(graphql`
    mutation PostEditorFormCreateMutation($input: CreateBlogPostInput!) {
      createBlogPost(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const [update, updating] = useAsyncMutation<PostEditorFormUpdateMutation>(graphql`
    mutation PostEditorFormUpdateMutation($input: UpdateBlogPostInput!) {
      updateBlogPost(input: $input) {
        __typename
        ... on BlogPost {
          id
          version
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);
  const save = async (input: CreateBlogPostInput, existing: { id: string; version: number } | null) => {
    const result = existing
      ? (
          await update({
            variables: { input: { ...input, id: existing.id, expectedVersion: existing.version } },
          })
        ).updateBlogPost
      : (await create({ variables: { input } })).createBlogPost;
    return failureOf(result, 'BlogPost');
  };
  return [save, creating || updating];
}
