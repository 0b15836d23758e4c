// The filters of a list, kept in the URL: a search box (applied on submit),
// selects and term pickers (applied at once; the screen gives the picker,
// `termField`). Changing a filter is a navigation, so the route's entry point
// loads the filtered list.
import { type FormEvent, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_FILTERS } from '../../../../domain/shared/messages';
import { Button } from '../../../components/Button';
import { useFollowedValue } from '../../../components/useFollowedValue';
import { type Option, SelectField, TextField } from './fields';
import { type FilterSpec, isFiltered, type TermField } from './filters';

export function FilterBar({
  label,
  filters,
  options = {},
  termField: TermFilterField = noTermField,
}: {
  /** The landmark's name, e.g. 'Filter posts'. */
  label: string;
  filters: readonly FilterSpec[];
  /** Options read from the server, by URL parameter; for a term filter, the terms that may be the chosen one. */
  options?: Readonly<Record<string, readonly Option[]>>;
  /** The field of the term filters; required when there are some. */
  termField?: TermField;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams(searchParams);
    for (const filter of filters) {
      if (filter.type !== 'search') continue;
      const value = String(form.get(filter.param) ?? '').trim();
      if (value) next.set(filter.param, value);
      else next.delete(filter.param);
    }
    setSearchParams(next);
  };
  const form = useRef<HTMLFormElement>(null);
  // The way out of filters that match nothing. The button leaves with them, so the keyboard
  // goes on from the bar's first field instead of the page's start.
  const clearAll = () => {
    const next = new URLSearchParams(searchParams);
    for (const filter of filters) next.delete(filter.param);
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
    setSearchParams(next);
  };
  return (
    <search aria-label={label}>
      <form ref={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filters.map((filter) =>
          filter.type === 'search' ? (
            <SearchFilter key={filter.param} filter={filter} value={searchParams.get(filter.param) ?? ''} />
          ) : filter.type === 'term' ? (
            <TermFilterField
              key={filter.param}
              kind={filter.kind}
              label={filter.label}
              placeholder={filter.placeholder}
              keepWhileTyping
              value={chosenTerm(options[filter.param], searchParams.get(filter.param))}
              onChange={(term) => setFilter(filter.param, term?.slug ?? '')}
            />
          ) : (
            <SelectField
              key={filter.param}
              label={filter.label}
              value={searchParams.get(filter.param) ?? ''}
              onChange={(event) => setFilter(filter.param, event.target.value)}
              placeholder={filter.placeholder}
              options={options[filter.param] ?? filter.options ?? []}
            />
          ),
        )}
        {isFiltered(filters, searchParams) ? (
          <div className="flex items-end">
            <Button type="button" variant="secondary" onClick={clearAll}>
              {LIST_FILTERS.clear}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}

/** A screen with term filters that gives no field for them: a mistake to see at once. */
const noTermField: TermField = ({ label }) => {
  throw new Error(`The term filter '${label}' needs the screen's termField.`);
};

/** A search field of the bar: it follows the address (Back brings the earlier search back into it). */
function SearchFilter({ filter, value }: { filter: FilterSpec; value: string }) {
  const input = useFollowedValue(value);
  return (
    <div className="flex items-end gap-2">
      <div className="flex-1">
        <TextField ref={input} label={filter.label} type="search" name={filter.param} defaultValue={value} />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </div>
  );
}

/** The term whose slug is in the URL, named from the screen's options (the slug alone when they miss it). */
function chosenTerm(options: readonly Option[] = [], slug: string | null) {
  if (!slug) return null;
  const name = options.find((option) => option.value === slug)?.label ?? slug;
  return { id: slug, slug, name };
}
