// A list's filters live in the URL (?q=, ?status=...), so a filtered list can
// be bookmarked, shared and reloaded; the entry point turns them into the
// list query's variables before the screen's code has loaded.
import type { ReactNode } from 'react';
import type { TermKind } from '../../../../domain/taxonomy';
import type { Option } from './fields';

export type FilterSpec = {
  /** The URL parameter. */
  param: string;
  label: string;
  /** The query variable it sets (default: the URL parameter's name). */
  variable?: string;
  /** URL value to variable value; unknown values give null (no filter). */
  toVariable?: (value: string) => unknown;
} & (
  | { type: 'search' }
  | {
      type: 'select';
      /** The empty choice, e.g. 'All statuses'. */
      placeholder: string;
      /** Fixed options; lists read from the server come from the screen. */
      options?: readonly Option[];
    }
  | {
      /**
       * A term by its slug, found by typing (any term, not only a loaded page);
       * the screen's options name the chosen one.
       */
      type: 'term';
      kind: TermKind;
      /** What the empty field shows, e.g. 'All categories'. */
      placeholder: string;
    }
);

/** A term as a term filter knows it: its slug is the URL's value. */
export type FilterTerm = { readonly id: string; readonly name: string; readonly slug: string };

/**
 * The field of a term filter, which finds a term of `kind` by typing: the
 * screen gives it (the taxonomy module's TermPicker), as the kit knows no
 * module. `keepWhileTyping`: typing leaves the value until a term is chosen
 * or the field is emptied.
 */
export type TermField = (props: {
  kind: TermKind;
  label: string;
  placeholder: string;
  keepWhileTyping: boolean;
  value: FilterTerm | null;
  onChange: (term: FilterTerm | null) => void;
}) => ReactNode;

/** The list query's variables for the URL's filters (null where a filter is unset). */
export function filterVariables(
  filters: readonly FilterSpec[],
  searchParams: URLSearchParams,
): Record<string, unknown> {
  return Object.fromEntries(
    filters.map((filter) => {
      const value = searchParams.get(filter.param)?.trim() ?? '';
      const converted = value === '' ? null : filter.toVariable ? filter.toVariable(value) : value;
      return [filter.variable ?? filter.param, converted ?? null];
    }),
  );
}

/** A select filter over an enum: lowercase in the URL, the enum's value in the query. */
export function enumFilter<T extends string>(
  param: string,
  label: string,
  placeholder: string,
  values: Readonly<Record<string, { value: T; label: string }>>,
): FilterSpec {
  return {
    param,
    label,
    type: 'select',
    placeholder,
    options: Object.entries(values).map(([key, { label: text }]) => ({ value: key, label: text })),
    toVariable: (value) => values[value]?.value ?? null,
  };
}

/** A term filter: the term's slug in the URL and the query's variable, found by typing. */
export const termFilter = (
  param: string,
  label: string,
  kind: TermKind,
  placeholder: string,
): FilterSpec => ({
  param,
  label,
  type: 'term',
  kind,
  placeholder,
});

/**
 * A term filter's options, read by the list's query for the slug in the URL
 * (`adminTerms(kind:, slug: $slug, first: 1)` selecting `value: slug` and
 * `label: name`), so the chosen term is named however many others a search
 * for its slug would list first.
 */
export const termOptions = (terms: { readonly edges: readonly { readonly node: Option }[] }) =>
  terms.edges.map(({ node }) => node);

/** The search box of a list: `?q=` in the URL, the query's `search` variable. */
export const searchFilter = (things: string): FilterSpec => ({
  param: 'q',
  variable: 'search',
  label: `Search ${things}`,
  type: 'search',
});

/** True when any of the filters is set in the URL. */
export const isFiltered = (filters: readonly FilterSpec[], searchParams: URLSearchParams) =>
  filters.some((filter) => (searchParams.get(filter.param)?.trim() ?? '') !== '');
