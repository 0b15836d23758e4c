// A list screen: the resource's heading ('New …'), its filter bar when it
// declares filters, then the list, told whether any filter is set.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilterBar } from './FilterBar';
import type { Option } from './fields';
import { isFiltered } from './filters';
import { ResourceHeading } from './ResourceHeading';
import type { ResourceDeclaration } from './resource';

export function ResourceListScreen({
  resource,
  options,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's declaration.
  resource: ResourceDeclaration<any, any>;
  /** Filter options read from the server, by URL parameter. */
  options?: Readonly<Record<string, readonly Option[]>>;
  children: (filtered: boolean) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const filters = resource.filters ?? [];
  return (
    <div className="space-y-6">
      <ResourceHeading resource={resource} />
      {filters.length > 0 ? (
        <FilterBar
          label={resource.filterLabel ?? `Filter ${resource.title}`}
          filters={filters}
          options={options}
        />
      ) : null}
      {children(isFiltered(filters, searchParams))}
    </div>
  );
}
