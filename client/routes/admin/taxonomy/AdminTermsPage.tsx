// The terms screen of one kind (the route's), on the uniform admin API:
// adminTerms(kind:), saveTerm, deleteTerm and mergeTerms. Saving, deleting or
// merging reloads the list: the order by name and the usage counts change.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { TERM_KINDS, type TermKind } from '../../../../domain/taxonomy';
import type { AdminTermsPage_terms$key } from '../../../__generated__/AdminTermsPage_terms.graphql';
import type { AdminTermsPageDeleteMutation } from '../../../__generated__/AdminTermsPageDeleteMutation.graphql';
import type { AdminTermsPageMergeMutation } from '../../../__generated__/AdminTermsPageMergeMutation.graphql';
import type { AdminTermsPagePaginationQuery } from '../../../__generated__/AdminTermsPagePaginationQuery.graphql';
import type { AdminTermsPageQuery } from '../../../__generated__/AdminTermsPageQuery.graphql';
import type { AdminTermsPageSaveMutation } from '../../../__generated__/AdminTermsPageSaveMutation.graphql';
import type { ScreenProps } from '../../../routing/entryPoints';
import { failureOf, useAsyncMutation } from '../kit/mutationFailure';
import { useReload } from '../kit/useReload';
import { TermsManager } from './TermsManager';
import { TERMS_PAGE_SIZE, termKindEnum } from './terms.resource';

export default function AdminTermsPage({ queries }: ScreenProps<{ list: AdminTermsPageQuery }>) {
  const query = usePreloadedQuery<AdminTermsPageQuery>(
    graphql`
      query AdminTermsPageQuery($kind: TermKind!) @preloadable {
        ...AdminTermsPage_terms @arguments(kind: $kind)
      }
    `,
    queries.list,
  );
  const kindEnum = queries.list.variables.kind;
  const kind = TERM_KINDS.find((candidate) => termKindEnum(candidate) === kindEnum) as TermKind;
  return <Terms key={kind} kind={kind} query={query} />;
}

function Terms({ kind, query }: { kind: TermKind; query: AdminTermsPage_terms$key }) {
  const { data, refetch, ...pagination } = usePaginationFragment<
    AdminTermsPagePaginationQuery,
    AdminTermsPage_terms$key
  >(
    graphql`
      fragment AdminTermsPage_terms on Query
      @argumentDefinitions(
        kind: { type: "TermKind!" }
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "AdminTermsPagePaginationQuery") {
        adminTerms(kind: $kind, first: $count, after: $cursor)
          @connection(key: "AdminTermsPage_adminTerms", filters: ["kind"]) {
          edges {
            node {
              id
              name
              slug
              usageCount
              version
              ... on BlogAuthor {
                bio
                avatarUrl
              }
              ... on BlogCategory {
                description
              }
              ... on CourseCategory {
                description
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [save, saving] = useAsyncMutation<AdminTermsPageSaveMutation>(graphql`
    mutation AdminTermsPageSaveMutation($input: SaveTermInput!) {
      saveTerm(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [remove, deleting] = useAsyncMutation<AdminTermsPageDeleteMutation>(graphql`
    mutation AdminTermsPageDeleteMutation($input: DeleteTermInput!) {
      deleteTerm(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const [merge, merging] = useAsyncMutation<AdminTermsPageMergeMutation>(graphql`
    mutation AdminTermsPageMergeMutation($input: MergeTermsInput!) {
      mergeTerms(input: $input) {
        __typename
        ...mutationFailure_error @alias(as: "failure")
      }
    }
  `);
  const reload = useReload(refetch, data.adminTerms.edges.length, TERMS_PAGE_SIZE);
  const kindEnum = termKindEnum(kind) as AdminTermsPageSaveMutation['variables']['input']['kind'];
  return (
    <TermsManager
      kind={kind}
      terms={data.adminTerms.edges.map(({ node }) => node)}
      pagination={pagination}
      saving={saving}
      deleting={deleting}
      merging={merging}
      onSave={async (term, values) => {
        const { saveTerm } = await save({
          variables: {
            input: {
              ...values,
              id: term?.id ?? null,
              expectedVersion: term?.version ?? null,
              kind: kindEnum,
            },
          },
        });
        const failure = failureOf(saveTerm, 'SaveTermPayload');
        // After a conflict too: the term opened again is the version saved since.
        if (!failure || failure.conflict) reload();
        return failure;
      }}
      onDelete={async (id, reassignTo) => {
        const { deleteTerm } = await remove({ variables: { input: { id, reassignTo, kind: kindEnum } } });
        const failure = failureOf(deleteTerm, 'DeleteTermPayload');
        if (!failure) reload();
        return failure;
      }}
      onMerge={async (sourceId, targetId) => {
        const { mergeTerms } = await merge({ variables: { input: { kind: kindEnum, sourceId, targetId } } });
        const failure = failureOf(mergeTerms, 'MergeTermsPayload');
        // After a refusal about a term gone meanwhile too: the list then shows what is left.
        if (!failure || failure.notFound || Object.keys(failure.fields).length > 0) reload();
        return failure;
      }}
    />
  );
}
