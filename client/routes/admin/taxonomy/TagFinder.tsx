// Under an editor's tag checkboxes (the first 100 tags by name): a field that
// finds any tag by typing (TermPicker) and adds it to the chosen ones, or
// creates one no tag is named like nor holds the slug of (tags are a free vocabulary; its slug made
// by TermPicker, which offers no name that makes none) through
// saveTerm, as the tags screen does, with its checks and messages. The field
// then starts anew, the keyboard still in it, for the next tag.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { CONTENT } from '../../../../domain/shared/content';
import type { TagFinderChosenQuery } from '../../../__generated__/TagFinderChosenQuery.graphql';
import type { TagFinderCreateMutation } from '../../../__generated__/TagFinderCreateMutation.graphql';
import { type Option, withChosen } from '../kit/fields';
import { failureOf, useAsyncMutation } from '../kit/mutationFailure';
import { type PickedTerm, TermPicker } from './TermPicker';
import { termKindEnum } from './terms.resource';
import type { CreateTerm } from './useCreateOption';

const createMutation = graphql`
  mutation TagFinderCreateMutation($input: SaveTermInput!) {
    saveTerm(input: $input) {
      __typename
      ... on SaveTermPayload {
        term {
          id
          name
          slug
        }
      }
      ...mutationFailure_error @alias(as: "failure")
    }
  }
`;

export function TagFinder({
  id,
  kind,
  onFind,
}: {
  id: string;
  kind: 'blogTag' | 'courseTag';
  onFind: (tag: PickedTerm) => void;
}) {
  const [finds, setFinds] = useState(0);
  // Each find mounts a new field (its key): the keyboard goes to it once it is
  // in the page, not on the next frame, which may come before React has put
  // it there and so focus the old field it then removes.
  useEffect(() => {
    if (finds > 0) document.getElementById(id)?.focus();
  }, [finds, id]);
  const [save] = useAsyncMutation<TagFinderCreateMutation>(createMutation);
  const create: CreateTerm = async (name, slug) => {
    const { saveTerm } = await save({
      variables: {
        input: {
          kind: termKindEnum(kind) as TagFinderCreateMutation['variables']['input']['kind'],
          name,
          slug,
        },
      },
    });
    const failure = failureOf(saveTerm, 'SaveTermPayload');
    const term = saveTerm.__typename === 'SaveTermPayload' ? saveTerm.term : null;
    if (failure || !term) {
      // The name is what was typed; a slug made from it answers for it (taken).
      const fields = failure?.fields ?? {};
      return { failure: fields.name ?? fields.slug ?? failure?.message ?? CONTENT.notFound };
    }
    return term;
  };
  return (
    <TermPicker
      key={finds}
      id={id}
      kind={kind}
      label={CONTENT.findTag}
      exclude=""
      value={null}
      create={create}
      onChange={(tag) => {
        if (!tag) return;
        onFind(tag);
        setFinds((count) => count + 1);
      }}
    />
  );
}

/** The names of chosen tags the editor neither loaded nor found (changes kept from another tab). */
const chosenQuery = graphql`
  query TagFinderChosenQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Term {
        id
        name
        slug
      }
    }
  }
`;

/**
 * The tags an editor offers: the ones it loaded, then the row's own and those
 * found by typing that are not among them. `find` adds a found tag to both
 * the offered and the chosen ones (through `choose`). A chosen tag among none
 * of them (restored changes that found it by typing) is read by its id, so
 * it shows ticked too.
 */
export function useTagOptions(
  loaded: readonly Option[],
  own: readonly { id: string; name: string }[] | undefined,
  chosen: readonly string[],
  choose: (update: (tagIds: readonly string[]) => string[]) => void,
) {
  const environment = useRelayEnvironment();
  const [found, setFound] = useState<PickedTerm[]>([]);
  const options = withChosen(loaded, [...(own ?? []), ...found]);
  const unknown = chosen.filter((id) => !options.some((option) => option.value === id)).join(' ');
  useEffect(() => {
    if (!unknown) return;
    const subscription = fetchQuery<TagFinderChosenQuery>(environment, chosenQuery, {
      ids: unknown.split(' '),
    }).subscribe({
      next: (data) => {
        const terms = data.nodes.flatMap((node) =>
          node?.id && node.name != null && node.slug != null
            ? [{ id: node.id, name: node.name, slug: node.slug }]
            : [],
        );
        setFound((before) => [
          ...before,
          ...terms.filter((term) => !before.some((had) => had.id === term.id)),
        ]);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, unknown]);
  const find = (tag: PickedTerm) => {
    setFound((before) => [...before, tag]);
    choose((tagIds) => (tagIds.includes(tag.id) ? [...tagIds] : [...tagIds, tag.id]));
  };
  return { options, find };
}
