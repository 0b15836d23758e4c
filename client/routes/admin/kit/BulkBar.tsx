// The bar a list shows while rows are selected: how many, and the bulk
// actions. Sticky, as the editor's Save bar: an admin who scrolled down the
// list (a phone's cards) and ticked a row sees the selection and reaches its
// actions where they are. Every action shows while they fit on one row (a
// wide screen); when they do not (a phone), the bar keeps one row: the
// prominent actions (Delete selected) stay one press away and the others go
// into a 'More actions' menu, so the list stays in sight while selecting.
import { Ellipsis } from 'lucide';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BULK_BAR } from '../../../../domain/shared/content';
import { formatMessage } from '../../../../domain/shared/messages';
import { ActionMenu } from '../../../components/ActionMenu';
import { Button, buttonClass } from '../../../components/Button';
import { Icon } from '../../../components/Icon';

export type BulkAction = {
  label: string;
  /** Runs on the selected ids (awaited when it returns a promise); the selection is cleared afterwards. */
  run: (ids: string[]) => unknown;
  busy?: boolean;
  /**
   * `run` only opens a confirmation (a delete): the selection stays, so that
   * Cancel loses nothing, and its rows leave it as they leave the list.
   */
  confirms?: boolean;
  /** Stays on the bar when the others go into the 'More actions' menu for want of room. */
  prominent?: boolean;
};

export function BulkBar({
  bar,
  count,
  actions,
  run,
}: {
  bar: RefObject<HTMLDivElement | null>;
  count: number;
  actions: readonly BulkAction[];
  run: (action: BulkAction) => unknown;
}) {
  const everything = useRef<HTMLDivElement>(null);
  const fits = useFitsOneRow(bar, everything);
  useClearanceBelow(bar);
  const menuActions = actions.filter((action) => !action.prominent);
  // A menu of one action would save no room.
  const folded = !fits && menuActions.length > 1;
  const selected = formatMessage(BULK_BAR.selected, { count: String(count) });

  return (
    <div
      ref={bar}
      // A dialog opened from the bar gives focus back beside it when the bar has gone with its rows.
      data-focus-group
      // While it shows, the page keeps room above a control the keyboard moves to (styles.css).
      data-bulk-bar
      className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-md bg-indigo-50 px-4 py-2 text-sm shadow-sm"
    >
      <span className={folded ? 'mr-auto' : ''}>{selected}</span>
      {actions
        .filter((action) => !folded || action.prominent)
        .map((action) => (
          <Button key={action.label} variant="secondary" busy={action.busy} onClick={() => run(action)}>
            {action.label}
          </Button>
        ))}
      {folded ? (
        <ActionMenu
          label={BULK_BAR.more}
          actions={menuActions.map((action) => ({ ...action, run: () => run(action) }))}
        >
          <Icon node={Ellipsis} className="h-5 w-5" />
          <span className="sr-only">{BULK_BAR.more}</span>
        </ActionMenu>
      ) : null}
      {/* Every action on one row, unseen: what the bar would need to show them all. */}
      <div
        aria-hidden="true"
        className="pointer-events-none invisible absolute top-0 left-0 h-0 w-0 overflow-hidden"
      >
        <div ref={everything} className="flex w-max items-center gap-3 whitespace-nowrap">
          <span>{selected}</span>
          {actions.map((action) => (
            <span key={action.label} className={buttonClass('secondary')}>
              {action.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Whether `everything` (the bar's contents on one row) fits within the bar,
 * followed as the window or the count changes. Measured before the bar is
 * painted, so a phone never shows it wrapped first.
 */
function useFitsOneRow(bar: RefObject<HTMLElement | null>, everything: RefObject<HTMLElement | null>) {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = bar.current;
    const row = everything.current;
    if (!element || !row) return;
    const check = () => {
      const style = getComputedStyle(element);
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      setFits(row.offsetWidth <= room);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    observer.observe(row);
    return () => observer.disconnect();
  }, [bar, everything]);
  return fits;
}

/**
 * While the bar shows, its height, as `--bulk-bar-height` on the page
 * (styles.css: the scroll padding that keeps a focused control from under the
 * bar stuck at the top), followed as its buttons wrap.
 */
function useClearanceBelow(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty('--bulk-bar-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--bulk-bar-height');
    };
  }, [bar]);
}
