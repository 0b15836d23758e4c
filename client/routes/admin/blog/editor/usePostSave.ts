// Saving from the post editor: a new post is created, an existing one is
// updated from the version the editor loaded (a stale save comes back as a
// ConflictError). Resolves to null when saved, the new post, or the failure.
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
          ... on BlogPost {
            id
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    graphql`
      mutation PostEditorFormUpdateMutation($input: UpdateBlogPostInput!) {
        updateBlogPost(input: $input) {
          __typename
          # The editor that stays open (Ctrl+S) reads the saved post, its new revision included.
          ...PostEditorForm_post @alias(as: "saved")
          # The version it made: keys typed while it was on its way are kept at it.
          ... on BlogPost {
            version
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'BlogPost',
  );
