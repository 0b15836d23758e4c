// Columns picked by what they show, as Payload picks a list cell by field
// type: the row's name, a status badge, a moment. A column with markup of its
// own stays a plain `{ header, cell }` in the declaration.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from './formatDateTime';
import type { Column } from './resource';
import { type BadgeTone, StatusBadge } from './StatusBadge';

/**
 * The row's name, first on a card and without a label there: a link to the
 * row's screen when `href` is given, with a quieter line below it.
 */
export function nameColumn<Node, Context = undefined>(
  header: string,
  name: (node: Node) => ReactNode,
  { href, detail }: { href?: (node: Node) => string; detail?: (node: Node) => ReactNode } = {},
): Column<Node, Context> {
  return {
    header,
    primary: true,
    className: '',
    cell: (node) => {
      const below = detail?.(node);
      return (
        <>
          {href ? (
            // On a phone the card's title is what a thumb opens the row with: a line across the card, 24 px high at least.
            <Link
              to={href(node)}
              className="font-medium text-slate-900 hover:text-indigo-700 max-md:block max-md:py-1"
            >
              {name(node)}
            </Link>
          ) : (
            <p className="font-medium text-slate-900">{name(node)}</p>
          )}
          {below ? <p className="text-xs text-slate-500">{below}</p> : null}
        </>
      );
    },
  };
}

export type Badge = { tone: BadgeTone; label: ReactNode };

/** A value's badge from a table of them; a value the table lacks shows as it is, in neutral. */
export const badgeOf = (table: Readonly<Record<string, Badge>>, value: string): Badge =>
  table[value] ?? { tone: 'neutral', label: value };

/** The row's state as a badge. */
export function badgeColumn<Node, Context = undefined>(
  header: string,
  badge: (node: Node) => Badge,
): Column<Node, Context> {
  return {
    header,
    className: '',
    cell: (node) => {
      const { tone, label } = badge(node);
      return <StatusBadge tone={tone}>{label}</StatusBadge>;
    },
  };
}

/** A moment in a `<time>` element, as formatDateTime writes it unless `format` says otherwise; '—' when there is none. */
export function timeColumn<Node, Context = undefined>(
  header: string,
  at: (node: Node) => string | null | undefined,
  format: (date: Date) => string = formatDateTime,
): Column<Node, Context> {
  return {
    header,
    className: 'whitespace-nowrap text-slate-600',
    cell: (node) => {
      const iso = at(node);
      return iso ? <time dateTime={iso}>{format(new Date(iso))}</time> : '—';
    },
  };
}
