// The last option of a TermPicker given `create` (an editor's tags: a free
// vocabulary): it creates a term of the name typed when no term has that name
// or the slug made of it (the picker asks the server for one, `lookup`, as a
// search may list it past the matches shown, and offers it instead), then
// chooses it, or keeps the refusal to show on the field.
// A name no slug can be made of ('!!!') is not offered: the server would
// refuse its empty slug, a field the author never saw.
import { useState } from 'react';
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { generateSlug } from '../../../../domain/shared/slug';
import { TERMS, type TermKind } from '../../../../domain/taxonomy';
import type { PickedTerm } from './termTypes';

/** Creates a term of the name typed and the slug made of it: the term, or the message of its refusal. */
export type CreateTerm = (name: string, slug: string) => Promise<PickedTerm | { failure: string }>;

/** Whether a term is named `name` (letter case aside). */
const named = (terms: readonly PickedTerm[], name: string) =>
  terms.some((term) => term.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase());

/**
 * The creation of the name typed (`search`, trimmed): whether it is offered
 * among `matches` (once they are known), the creation itself, and its refusal.
 */
export function useCreateOption({
  kind,
  create,
  search,
  choose,
  close,
}: {
  kind: TermKind;
  create: CreateTerm | undefined;
  search: string;
  /** Chooses the term created. */
  choose: (term: PickedTerm) => void;
  /** Closes the list, the refusal shown. */
  close: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const slug = generateSlug(search);

  /** The picker query's variables that ask for the term of the name typed or of its slug. */
  const lookup = { exact: Boolean(create && slug), name: search, slug };

  /**
   * Whether the creation comes last: the matches known (`known`), no term of the
   * very name or its slug (`exact`) and none of the matches named so, and it makes a slug.
   */
  const offered = (known: boolean, matches: readonly PickedTerm[], exact: PickedTerm | null) =>
    Boolean(create && known && slug && !exact && !named(matches, search));

  const createTyped = async () => {
    if (!create || creating) return;
    setCreating(true);
    const created = await create(search, slug).catch(() => ({
      failure: formatMessage(CONTENT.termCreateFailed, { kind: TERMS[kind].label }),
    }));
    setCreating(false);
    if ('failure' in created) {
      setFailure(created.failure);
      close();
    } else choose(created);
  };

  return { lookup, offered, createTyped, creating, failure, clearFailure: () => setFailure(null) };
}

/** The option that creates a term of `kind` named `name`, `active` or not. */
export function CreateOption({
  id,
  kind,
  name,
  active,
  onCreate,
}: {
  id: string;
  kind: TermKind;
  name: string;
  active: boolean;
  onCreate: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the field, which points at the active option (aria-activedescendant).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the field.
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onCreate}
      className={`cursor-pointer px-3 py-2 wrap-anywhere ${
        active ? 'bg-indigo-600 text-white' : 'text-indigo-700 hover:bg-slate-100'
      }`}
    >
      {formatMessage(CONTENT.termCreate, { kind: TERMS[kind].label, name })}
    </div>
  );
}
