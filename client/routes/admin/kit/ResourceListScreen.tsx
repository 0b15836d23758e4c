// A list screen: the resource's heading ('New …' or the screen's actions), its filter bar when it
// declares filters, then the list, told whether any filter is set. An editor that deleted its
// item comes back here saying so (DeletedState), as a delete from the list does, and
// one whose Save came back says it was saved (SavedState): through a notice given once the
// screen is on the page, as a region that comes with its text already in it is often not read
// out. Its address, filters included, is where its editors go back to (listAddress).
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useArrivalState } from '../../../routing/arrivalState';
import { FilterBar } from './FilterBar';
import type { Option } from './fields';
import { isFiltered, type TermField } from './filters';
import { useRememberListAddress } from './listAddress';
import { ResourceHeading } from './ResourceHeading';
import { deletedText, type ResourceDeclaration, savedText } from './resource';
import { useNotice } from './useNotice';

/** Navigation state of an editor that deleted its item and went back to the list: the item's label. */
export type DeletedState = { deleted: string };
/** Navigation state of an editor whose Save went back to the list: the item's label. */
export type SavedState = { saved: string };

export function ResourceListScreen({
  resource,
  options,
  termField,
  actions,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's declaration.
  resource: ResourceDeclaration<any, any>;
  /** Filter options read from the server, by URL parameter. */
  options?: Readonly<Record<string, readonly Option[]>>;
  /** The field of its term filters (the taxonomy module's TermPicker), when it has some. */
  termField?: TermField;
  /** Buttons beside the title, e.g. one that opens a create dialog. */
  actions?: ReactNode;
  children: (filtered: boolean) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  useRememberListAddress();
  const arrival = useArrivalState<DeletedState & SavedState>();
  const arrived = arrival?.deleted
    ? deletedText(arrival.deleted)
    : arrival?.saved
      ? savedText(arrival.saved)
      : null;
  const { success, clear, element: arrivalNotice } = useNotice();
  useEffect(() => {
    if (arrived) success(arrived);
    else clear();
  }, [arrived, success, clear]);
  const filters = resource.filters ?? [];
  return (
    <div className="space-y-6">
      <ResourceHeading resource={resource} actions={actions} />
      {arrivalNotice}
      {filters.length > 0 ? (
        <FilterBar
          label={resource.filterLabel ?? `Filter ${resource.noun ? `${resource.noun}s` : resource.title}`}
          filters={filters}
          options={options}
          termField={termField}
        />
      ) : null}
      {children(isFiltered(filters, searchParams))}
    </div>
  );
}
