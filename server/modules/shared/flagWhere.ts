// The filters of a list's `status` over a yes/no column (schema/status-filter.ts)
// and of the boolean argument it replaced.

/** A status over a yes/no column, as its enum gives it (PUBLISHED or DRAFT, ACTIVE or INACTIVE). */
export type FlagStatus = 'yes' | 'no';

/** The column's filters a list's `status` and its deprecated boolean give: both apply. */
export function flagWhere<K extends string>(
  column: K,
  status: FlagStatus | null | undefined,
  deprecated: boolean | null | undefined,
): { AND: Record<K, boolean>[] } {
  const wanted = [status == null ? null : status === 'yes', deprecated].filter(
    (value): value is boolean => value != null,
  );
  return { AND: wanted.map((value) => ({ [column]: value }) as Record<K, boolean>) };
}
