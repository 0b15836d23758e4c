// A search form that works without JavaScript (a GET form to this page with
// ?q=) and navigates in place with it.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../Button';

export function SearchBox({
  action,
  defaultValue = '',
  label = 'Search posts and courses',
}: {
  /** The page that shows the results, e.g. /blog. */
  action: string;
  defaultValue?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <search className="block w-full max-w-xl print:hidden">
      <form
        action={action}
        method="get"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          navigate(query ? `${action}?q=${encodeURIComponent(query)}` : action);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          key={defaultValue}
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
