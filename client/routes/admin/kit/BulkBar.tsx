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
import { Button } from '../../../components/Button';
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
  const fits = useFitsOneRow(bar, actions);
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
      <span data-bulk-count className={folded ? 'mr-auto' : ''}>
        {selected}
      </span>
      {actions
        .filter((action) => !folded || action.prominent)
        .map((action) => (
          <Button
            key={action.label}
            data-bulk-action={action.label}
            variant="secondary"
            busy={action.busy}
            onClick={() => run(action)}
          >
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
    </div>
  );
}

/**
 * Whether the count and every action fit on one row of the bar, followed as
 * the window or the count changes. Each action's width is taken while it is
 * shown (the bar starts with all of them), and kept for when it is in the
 * menu. Measured before the bar is painted, so a phone never shows it wrapped.
 */
function useFitsOneRow(bar: RefObject<HTMLElement | null>, actions: readonly BulkAction[]) {
  const [fits, setFits] = useState(true);
  const widths = useRef(new Map<string, number>());
  const labels = actions.map((action) => action.label).join('\n');
  useLayoutEffect(() => {
    const element = bar.current;
    const count = element?.querySelector<HTMLElement>(':scope > [data-bulk-count]');
    if (!element || !count) return;
    const check = () => {
      for (const button of element.querySelectorAll<HTMLElement>(':scope > [data-bulk-action]'))
        widths.current.set(button.dataset.bulkAction ?? '', button.offsetWidth);
      const style = getComputedStyle(element);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const measured = labels.split('\n').map((label) => widths.current.get(label));
      // An action never shown yet: show them all, to measure it.
      if (measured.includes(undefined)) return setFits(true);
      const needed = measured.reduce<number>((sum, width) => sum + gap + (width ?? 0), count.offsetWidth);
      setFits(needed <= room);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    observer.observe(count);
    return () => observer.disconnect();
  }, [bar, labels]);
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
