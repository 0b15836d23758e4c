// The list of a resource as a grid of cards (images, videos): the count
// line, the empty text, the cards the screen draws, and 'Show more'. The
// table of ResourceList suits rows of text; this suits thumbnails.
import type { ReactNode } from 'react';
import { plural } from '../../../components/format';
import { type Connection, LoadMore, type Pagination } from './ResourceList';
import type { ResourceDeclaration } from './resource';

export function CardGrid<Node extends { id: string }>({
  resource,
  connection,
  pagination,
  filtered = false,
  card,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's declaration.
  resource: ResourceDeclaration<Node, any>;
  connection: Connection<Node>;
  pagination?: Pagination;
  filtered?: boolean;
  card: (node: Node) => ReactNode;
}) {
  const nodes = connection.edges.map((edge) => edge.node);
  return (
    <div className="space-y-4">
      {typeof connection.totalCount === 'number' ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {nodes.length} of {plural(connection.totalCount, resource.noun ?? 'item')}
        </p>
      ) : null}
      {nodes.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          {resource.empty?.(filtered) ?? `No ${resource.noun ?? 'item'}s yet.`}
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label={resource.title}
        >
          {nodes.map((node) => (
            <li
              key={node.id}
              className="flex flex-col overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
            >
              {card(node)}
            </li>
          ))}
        </ul>
      )}
      {pagination ? <LoadMore pagination={pagination} count={resource.pageSize ?? 24} /> : null}
    </div>
  );
}
