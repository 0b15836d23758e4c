// A search form that works without JavaScript (a GET form to this page with
// ?q=) and navigates in place with it. The keyboard keeps its place: a search
// moves focus to its results' heading, which says how many there are (see
// SearchResults), and clearing the search gives focus back to the box. A page
// whose list is filtered (the catalogue's category and topic) keeps its
// filters through a search: they go with the query, as hidden fields without
// JavaScript.
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useArrivalState } from '../../routing/arrivalState';
import { buttonClass } from '../Button';
import { useFollowedValue } from '../useFollowedValue';

/** Navigation state: where focus goes once the navigation's page is shown. */
export type SearchFocus = { focus?: 'search-results' | 'search-box' };

export function SearchBox({
  action,
  defaultValue = '',
  label = 'Search posts and courses',
  keep = [],
}: {
  /** The page that shows the results, e.g. /blog. */
  action: string;
  defaultValue?: string;
  label?: string;
  /** The address's other parameters that a search keeps (the filters applied), in the address's order. */
  keep?: readonly (readonly [name: string, value: string])[];
}) {
  const navigate = useNavigate();
  const arrival = useArrivalState<SearchFocus>();
  const id = useId();
  // Follows the address (Back, Clear search) without being made anew, which would lose its focus.
  const input = useFollowedValue(defaultValue);
  useEffect(() => {
    if (arrival?.focus === 'search-box') input.current?.focus();
  }, [arrival, input]);
  return (
    <search className="block w-full max-w-xl print:hidden">
      <form
        action={action}
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          const state: SearchFocus = { focus: query ? 'search-results' : 'search-box' };
          const params = new URLSearchParams();
          for (const [name, value] of keep) params.append(name, value);
          if (query) params.set('q', query);
          navigate(params.size ? `${action}?${params}` : action, { state });
        }}
      >
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={`${label}…`}
          maxLength={200}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500"
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
    </search>
  );
}
