// The list of a resource, from its declaration: a count, the rows as a table
// on a wide screen and as cards on a phone (every action stays on screen),
// row actions, selection for bulk actions, 'Show more', and deletion behind
// a confirmation with its notice.
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LIST_LOAD, LIST_WORDS } from '../../../../domain/shared/messages';
import { Button, buttonClass } from '../../../components/Button';
import { focusRow, keepFocusNear, whenPresent } from '../../../components/focus';
import { plural } from '../../../components/format';
import { type BulkAction, BulkBar } from './BulkBar';
import { DeleteDialog } from './ConfirmDialog';
import { CHOICE_ALONE, CHOICE_LABEL } from './fields';
import type { Failure } from './mutationFailure';
import { deletedText, type ResourceDeclaration } from './resource';
import { ScrollRegion } from './ScrollRegion';
import { useNotice } from './useNotice';

export type Connection<Node> = {
  readonly totalCount?: number;
  readonly edges: readonly { readonly node: Node }[];
};

export type Pagination = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
};

type Props<Node extends { id: string }, Context> = {
  resource: ResourceDeclaration<Node, Context>;
  connection: Connection<Node>;
  pagination?: Pagination;
  /** Passed to the declaration's cells and actions (mutations of the screen). */
  context?: Context;
  /** The screen's notice, when other actions of the screen use it too. */
  notice?: ReturnType<typeof useNotice>;
  filtered?: boolean;
  /** The empty list's text where the screen knows better than the declaration's (a view of deleted rows). */
  empty?: ReactNode;
  onDelete?: (node: Node) => Promise<Failure | null>;
  deleting?: boolean;
  bulkActions?: readonly BulkAction[];
  /** Under the count line, e.g. a bulk export. */
  toolbar?: ReactNode;
};

const CELL =
  'px-4 py-2 max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1';

export function ResourceList<Node extends { id: string }, Context = undefined>(props: Props<Node, Context>) {
  const { resource, connection, pagination, context, filtered = false, bulkActions = [] } = props;
  const ownNotice = useNotice();
  const notice = props.notice ?? ownNotice;
  const [target, setTarget] = useState<Node | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bar = useRef<HTMLDivElement>(null);
  // The table's header is for screen readers only on a phone, where the cards
  // have a visible box of their own: one of the two is shown (and focusable) at a time.
  const selectAll = useRef<HTMLInputElement>(null);
  const selectAllOnPhone = useRef<HTMLInputElement>(null);
  const selectAllShown = () =>
    [selectAll.current, selectAllOnPhone.current].find((box) => box && box.getClientRects().length > 0);
  const nodes = connection.edges.map((edge) => edge.node);
  const labelOf = (node: Node) => resource.label?.(node, nodes.indexOf(node)) ?? node.id;
  const columns = resource.columns ?? [];
  const selectable = bulkActions.length > 0;
  const deletable = Boolean(resource.remove && props.onDelete);
  // A list without row actions (analytics' top pages) has no empty column for them.
  const withActions = deletable || (resource.actions?.length ?? 0) > 0;

  const confirmDelete = async () => {
    if (!target || !props.onDelete || !resource.remove) return;
    const { failed, generic } = resource.remove;
    const label = labelOf(target);
    try {
      const failure = await props.onDelete(target);
      if (failure) notice.error((!generic && failure.message) || failed);
      else notice.success(deletedText(label));
    } catch {
      notice.error(failed);
    }
    setTarget(null);
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shownIds = nodes.map((node) => node.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  // Rows that left the list (deleted, filtered out) leave the selection: back later
  // (restored), they are not selected without the admin knowing.
  if (chosen.length < selected.size) setSelected(new Set(chosen));
  const selectAllProps = {
    type: 'checkbox',
    checked: chosen.length === shownIds.length,
    onChange: (event: { target: { checked: boolean } }) =>
      setSelected(new Set(event.target.checked ? shownIds : [])),
  } as const;
  const selectAllLabel = `Select every ${resource.noun ?? 'row'} shown`;
  const barShown = selectable && chosen.length > 0;
  const runBulk = async (action: BulkAction) => {
    if (action.confirms) return action.run(chosen);
    const focused = bar.current?.contains(document.activeElement);
    await action.run(chosen);
    // The bar goes with the selection, and its button with it: focus stays in
    // the list, on the box that selects every row, unless it has gone
    // somewhere else (a dialog).
    const active = document.activeElement;
    if (focused && (!active || active === document.body || bar.current?.contains(active)))
      selectAllShown()?.focus();
    setSelected(new Set());
  };

  return (
    <div className="space-y-4">
      {notice.element}
      {typeof connection.totalCount === 'number' ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {nodes.length} of {plural(connection.totalCount, resource.noun ?? 'item')}
        </p>
      ) : null}
      {props.toolbar}
      {barShown ? <BulkBar bar={bar} count={chosen.length} actions={bulkActions} run={runBulk} /> : null}
      {nodes.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          {props.empty ?? resource.empty?.(filtered) ?? `No ${resource.noun ?? 'item'}s yet.`}
        </p>
      ) : (
        // relative: the screen-reader-only labels of the row actions (positioned
        // absolutely) scroll with the table instead of widening the page.
        <ScrollRegion
          name={resource.title ?? resource.noun ?? ''}
          className="relative rounded-lg bg-white ring-1 ring-slate-200 md:overflow-x-auto max-md:bg-transparent max-md:ring-0"
        >
          {selectable ? (
            <label className={`mb-3 ${CHOICE_LABEL} gap-3 px-4 text-sm text-slate-700 md:hidden`}>
              <input ref={selectAllOnPhone} {...selectAllProps} />
              {selectAllLabel}
            </label>
          ) : null}
          <table className="min-w-full divide-y divide-slate-200 text-sm max-md:block max-md:divide-y-0">
            <thead className="bg-slate-50 text-left text-slate-600 max-md:sr-only">
              <tr>
                {selectable ? (
                  <th scope="col" className="w-8 px-4 py-2">
                    <input
                      ref={selectAll}
                      aria-label={selectAllLabel}
                      className="max-md:hidden"
                      {...selectAllProps}
                    />
                    <span className="sr-only md:hidden">{LIST_WORDS.selectColumn}</span>
                  </th>
                ) : null}
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-4 py-2 ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
                {withActions ? (
                  <th scope="col" className={`bg-slate-50 px-4 py-2 ${ACTIONS_STUCK}`}>
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {nodes.map((node, index) => (
                <tr
                  key={node.id}
                  className="max-md:block max-md:rounded-lg max-md:bg-white max-md:p-4 max-md:ring-1 max-md:ring-slate-200"
                >
                  {selectable ? (
                    <td className={CELL}>
                      <label className={CHOICE_ALONE}>
                        <input
                          type="checkbox"
                          aria-label={`Select ${labelOf(node)}`}
                          checked={selected.has(node.id)}
                          onChange={(event) => toggle(node.id, event.target.checked)}
                        />
                      </label>
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`${CELL} ${column.numeric ? 'tabular-nums md:text-right' : ''} ${column.className ?? 'text-slate-700'}`}
                    >
                      {column.primary ? null : (
                        <span aria-hidden="true" className="font-medium text-slate-500 md:hidden">
                          {column.header}
                        </span>
                      )}
                      {/* On a phone the row is a card: the primary column is its title, at the
                          left; the others are values at the right of their label. min-w-0 lets a
                          cell narrow to the card, so a long text is cut short or wrapped instead of
                          pushing the card wider than the screen. */}
                      <div className={column.primary ? 'min-w-0 max-md:flex-1' : 'min-w-0 max-md:text-right'}>
                        {column.cell(node, context as Context, index)}
                      </div>
                    </td>
                  ))}
                  {withActions ? (
                    <td
                      className={`whitespace-nowrap bg-white px-4 py-2 text-right ${ACTIONS_STUCK} max-md:bg-transparent max-md:flex max-md:flex-wrap max-md:justify-end max-md:gap-2 max-md:px-0 max-md:pt-2`}
                    >
                      {(resource.actions ?? []).map((action) => {
                        if (action.when && !action.when(node)) return null;
                        const name = action.name?.(labelOf(node)) ?? labelOf(node);
                        return action.href ? (
                          <Link key={action.label} to={action.href(node)} className={buttonClass('ghost')}>
                            {action.label}
                            <span className="sr-only"> {name}</span>
                          </Link>
                        ) : (
                          <Button
                            key={action.label}
                            variant="ghost"
                            disabled={action.disabled?.(node, context as Context)}
                            busy={action.busy?.(node, context as Context)}
                            onClick={async (event) => {
                              const button = event.currentTarget;
                              const keep = keepFocusNear(button);
                              await action.run?.(node, context as Context);
                              // The row left (restored from the deleted) or was drawn anew, or leaves
                              // later (a retried email reloaded out of "Failed"): focus stays near;
                              // what the action opened (a dialog) keeps it.
                              const active = document.activeElement;
                              if (!active || active === document.body || active === button) keep();
                            }}
                          >
                            {action.label}
                            <span className="sr-only"> {name}</span>
                          </Button>
                        );
                      })}
                      {deletable ? (
                        <Button variant="ghost" onClick={() => setTarget(node)}>
                          Delete<span className="sr-only"> {labelOf(node)}</span>
                        </Button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pagination ? <LoadMore pagination={pagination} count={resource.pageSize ?? 20} /> : null}
      {resource.remove ? (
        <DeleteDialog
          noun={resource.noun ?? 'item'}
          open={target !== null}
          title={resource.remove.title}
          confirmLabel={resource.remove.confirmLabel}
          busy={props.deleting}
          onConfirm={confirmDelete}
          onClose={() => setTarget(null)}
        >
          {target ? resource.remove.body(labelOf(target)) : null}
        </DeleteDialog>
      ) : null}
    </div>
  );
}

/**
 * The row actions stay at the right edge of a table wider than its box (a
 * tablet, a phone held sideways): scrolled, the other columns pass under them,
 * and Delete is never off the screen.
 */
const ACTIONS_STUCK = 'md:sticky md:right-0 md:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]';

/** The rows of the list a 'Show more' button continues: the nearest table or list before it. */
function listBefore(button: HTMLElement | null): { rows: () => HTMLElement[] } | null {
  for (let node: Element | null = button; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const list = sibling.matches('table, ol, ul') ? sibling : sibling.querySelector('table, ol, ul');
      if (list)
        return { rows: () => [...list.querySelectorAll<HTMLElement>(':scope > tbody > tr, :scope > li')] };
    }
  }
  return null;
}

/**
 * 'Show more' (or the given label) while the connection has a next page.
 * Once the rows have come, focus moves to the first of them: keyboard and
 * screen reader users go on reading from there, and the button, gone after
 * the last page, does not drop focus to the page's body. A page that did not
 * come is said as an alert (the focus is still on the button, which tries
 * again).
 */
export function LoadMore({
  pagination,
  count,
  label = 'Show more',
  variant = 'secondary',
}: {
  pagination: Pagination;
  count: number;
  label?: string;
  variant?: 'secondary' | 'ghost';
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState(false);
  if (!pagination.hasNext) return null;
  const more = () => {
    const list = listBefore(button.current);
    const shown = list?.rows().length ?? 0;
    setFailed(false);
    pagination.loadNext(count, {
      onComplete: (error) => {
        setFailed(Boolean(error));
        if (!error && list) whenPresent(() => list.rows()[shown], focusRow);
      },
    });
  };
  return (
    <div className="space-y-2">
      <Button ref={button} variant={variant} busy={pagination.isLoadingNext} onClick={more}>
        {pagination.isLoadingNext ? 'Loading…' : label}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {LIST_LOAD.moreFailed}
        </p>
      ) : null}
    </div>
  );
}
