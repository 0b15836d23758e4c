// Saving from the post editor: a new post is created, an existing one is
// updated from the version the editor loaded (a stale save comes back as a
// ConflictError). Resolves to null when saved, or the failure to show.
import { graphql } from 'react-relay/hooks';
import type { PostEditorFormCreateMutation } from '../../../../__generated__/PostEditorFormCreateMutation.graphql';
import type { PostEditorFormUpdateMutation } from '../../../../__generated__/PostEditorFormUpdateMutation.graphql';
import { useSaveMutation } from '../../kit/mutationFailure';

export const usePostSave = () =>
  useSaveMutation<PostEditorFormCreateMutation, PostEditorFormUpdateMutation>(
    graphql`
      mutation PostEditorFormCreateMutation($input: CreateBlogPostInput!) {
        createBlogPost(input: $input) {
          __typename
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    graphql`
      mutation PostEditorFormUpdateMutation($input: UpdateBlogPostInput!) {
        updateBlogPost(input: $input) {
          __typename
          ... on BlogPost {
            id
            version
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'BlogPost',
  );
