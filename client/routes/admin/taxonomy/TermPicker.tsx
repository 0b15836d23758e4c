// The field that picks a term of a kind, shared by the merge and the delete
// dialogs and the lists' term filters (given to kit/FilterBar). Screens load the first
// 100 terms of a kind; this field reaches them all: what is typed is searched
// on the server (adminTerms(search:), names and slugs), and the first matches
// are listed.
// An ARIA combobox with a listbox: typing or Down opens the list, Down and Up
// move through it, Enter or a click chooses, Escape closes the list (not the
// dialog); leaving the field shows the term chosen again, or nothing. The
// field follows its value when it changes from outside (a filter's term after
// Back or Forward). With `create` (an editor's tags: a free vocabulary), the
// last option creates a term of the name typed when none has that name; it is
// then chosen, the focus still in the field, or its refusal shown on it
// (useCreateOption). A term of that very name, or holding the slug it would
// make, is asked for too (adminTerms(name:) and (slug:)): it is offered first
// instead, even when the search lists it past the matches shown.
import { type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { CONTENT } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { TERMS, type TermKind } from '../../../../domain/taxonomy';
import type { TermPickerQuery } from '../../../__generated__/TermPickerQuery.graphql';
import { describedBy, FieldFrame, inputClass } from '../../../components/Field';
import { termKindEnum } from './terms.resource';
import type { PickedTerm } from './termTypes';
import { CreateOption, type CreateTerm, useCreateOption } from './useCreateOption';

export type { CreateTerm, PickedTerm };

/** The same term (by slug, which a filter's value knows too), or both none. */
const sameTerm = (a: PickedTerm | null, b: PickedTerm | null) => (a?.slug ?? null) === (b?.slug ?? null);

/** How many matches the list shows; typing more narrows it. */
const SHOWN = 20;
/** The pause in typing after which the server is asked. */
const SEARCH_DELAY_MS = 250;

// A term as the field lists it: the search's matches and the term of the very name or slug alike.
graphql`
  fragment TermPicker_terms on TermConnection {
    edges {
      node {
        id
        name
        slug
      }
    }
  }
`;

const pickerQuery = graphql`
  query TermPickerQuery(
    $kind: TermKind!
    $search: String
    $first: Int!
    $exact: Boolean!
    $name: String
    $slug: String
  ) {
    adminTerms(kind: $kind, search: $search, first: $first) {
      ...TermPicker_terms @relay(mask: false)
    }
    named: adminTerms(kind: $kind, name: $name, first: 1) @include(if: $exact) {
      ...TermPicker_terms @relay(mask: false)
    }
    slugged: adminTerms(kind: $kind, slug: $slug, first: 1) @include(if: $exact) {
      ...TermPicker_terms @relay(mask: false)
    }
  }
`;

/** What the server found for one search; `exact`: the term a creation would make again. */
type Found = {
  search: string;
  terms: readonly PickedTerm[];
  exact: PickedTerm | null;
  more: boolean;
  failed: boolean;
};

/** 'a tag', 'an author'. */
const aTerm = (label: string) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

export function TermPicker({
  kind,
  label,
  exclude,
  value,
  onChange,
  error,
  required = false,
  placeholder = `Type to find ${aTerm(TERMS[kind].label)}`,
  keepWhileTyping = false,
  create,
  ...inputProps
}: {
  kind: TermKind;
  label: string;
  /** The term the dialog is about: never offered. */
  exclude?: string;
  value: PickedTerm | null;
  onChange: (term: PickedTerm | null) => void;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  /**
   * A filter's field: typing leaves the value as it is until a term is chosen,
   * or the field is emptied and left (or Enter pressed in it), which clears it.
   */
  keepWhileTyping?: boolean;
  /** Offers to create a term of the name typed when none has it. */
  create?: CreateTerm;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'id'> & { 'data-autofocus'?: boolean }) {
  const environment = useRelayEnvironment();
  const generated = useId();
  const id = inputProps.id ?? generated;
  const listId = `${id}-list`;
  const terms = TERMS[kind].title.toLowerCase();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Found | null>(null);
  // The value the field shows: another one given from outside is shown instead of what was typed.
  const [shown, setShown] = useState(value);
  if (!sameTerm(value, shown)) {
    setShown(value);
    setText(value?.name ?? '');
  }
  const search = text.trim();
  const kindEnum = termKindEnum(kind) as TermPickerQuery['variables']['kind'];
  const creation = useCreateOption({
    kind,
    create,
    search,
    choose: (term) => choose(term),
    close: () => {
      setOpen(false);
      setActive(-1);
    },
  });
  const { creating, failure: createFailure, createTyped } = creation;
  const { exact: lookUp, name: exactName, slug: exactSlug } = creation.lookup;

  useEffect(() => {
    if (!open) return;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<TermPickerQuery>(environment, pickerQuery, {
        kind: kindEnum,
        search: search || null,
        // One more than shown tells whether there are more; one more again for the excluded term.
        first: SHOWN + 2,
        exact: lookUp,
        name: exactName,
        slug: exactSlug,
      }).subscribe({
        next: (data) => {
          const kept = (connection: typeof data.adminTerms | null | undefined) =>
            (connection?.edges ?? []).map(({ node }) => node).filter((term) => term.id !== exclude);
          const matches = kept(data.adminTerms);
          const exact = kept(data.named)[0] ?? kept(data.slugged)[0] ?? null;
          setFound({
            search,
            terms: matches.slice(0, SHOWN),
            exact,
            more: matches.length > SHOWN,
            failed: false,
          });
        },
        error: () => setFound({ search, terms: [], exact: null, more: false, failed: true }),
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, open, search, kindEnum, exclude, lookUp, exactName, exactSlug]);

  /** The matches for what is typed now; none while the server is asked. */
  const current = open && found?.search === search ? found : null;
  const exact = current?.exact ?? null;
  const listed = current?.terms ?? [];
  // The term a creation would make again comes first when the matches shown miss it.
  const matches = exact && !listed.some((term) => term.id === exact.id) ? [exact, ...listed] : listed;
  // The creation comes last, once the matches are known and none has the very name or its slug.
  const creatable = creation.offered(Boolean(current && !current.failed), matches, exact);
  const options: readonly (PickedTerm | null)[] = creatable ? [...matches, null] : matches;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (at: number) => `${id}-option-${at}`;
  const expanded = options.length > 0;
  const status = !open
    ? ''
    : formatMessage(
        !current
          ? CONTENT.termSearchLoading
          : current.failed
            ? CONTENT.termSearchFailed
            : matches.length === 0 && !creatable
              ? CONTENT.termSearchEmpty
              : current.more
                ? CONTENT.termSearchMore
                : '',
        { terms },
      );

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex]);

  const choose = (term: PickedTerm | null) => {
    setShown(term);
    onChange(term);
    setText(term?.name ?? '');
    setOpen(false);
    setActive(-1);
  };

  /** What the field's value becomes when it is left or Enter is pressed without an option. */
  const settle = () => {
    if (keepWhileTyping && value && search === '') choose(null);
    else setText(value?.name ?? '');
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open || event.altKey) {
        setOpen(true);
        if (!event.altKey) setActive(0);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        activeIndex < 0
          ? step > 0
            ? 0
            : options.length - 1
          : (activeIndex + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && open) {
      // The list open, Enter chooses; it sends the form only once the list is closed.
      event.preventDefault();
      const term = options[activeIndex];
      if (term) choose(term);
      else if (term === null) void createTyped();
      else {
        setOpen(false);
        if (keepWhileTyping && search === '') settle();
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only: the dialog around it stays.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldFrame id={id} label={label} error={error ?? createFailure} required={required}>
      <input
        {...inputProps}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-required={required || undefined}
        aria-invalid={error || createFailure ? true : undefined}
        aria-describedby={describedBy(id, error ?? createFailure)}
        aria-busy={creating || undefined}
        className={inputClass(error ?? createFailure)}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          creation.clearFailure();
          if (value && !keepWhileTyping) {
            setShown(null);
            onChange(null);
          }
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          if (!createFailure) settle();
        }}
      />
      <div className={open ? 'rounded-md ring-1 ring-slate-200' : ''}>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          // A press on the list keeps the focus in the field (leaving it would close the list first).
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-60 overflow-y-auto py-1 text-sm"
        >
          {options.map((term, at) =>
            term === null ? (
              <CreateOption
                key="create"
                id={optionId(at)}
                kind={kind}
                name={search}
                active={at === activeIndex}
                onCreate={() => void createTyped()}
              />
            ) : (
              // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the field, which points at the active option (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the field.
              <div
                key={term.id}
                id={optionId(at)}
                role="option"
                aria-selected={at === activeIndex}
                onClick={() => choose(term)}
                className={`cursor-pointer px-3 py-2 wrap-anywhere ${
                  at === activeIndex ? 'bg-indigo-600 text-white' : 'text-slate-900 hover:bg-slate-100'
                }`}
              >
                {term.name}{' '}
                <span className={at === activeIndex ? 'text-indigo-100' : 'text-slate-500'}>
                  ({term.slug})
                </span>
              </div>
            ),
          )}
        </div>
        <p role="status" className={status ? 'px-3 py-2 text-sm text-slate-600' : 'sr-only'}>
          {status}
        </p>
      </div>
    </FieldFrame>
  );
}
