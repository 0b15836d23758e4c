// A menu button (WAI-ARIA's menu button pattern): a button that opens a list
// of actions. Click, Enter, Space or ArrowDown opens it on its first action
// (ArrowUp on its last); the arrows, Home and End move between the actions,
// Enter or Space runs one; Escape closes it and gives the keyboard back to the
// button, and a press beside it closes it (useDismiss, as the phone menu).
// Tab leaves it closed, to the control after the button.
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { useDismiss } from './useDismiss';

export type MenuAction = {
  label: string;
  run: () => unknown;
  /** Under way: shown as disabled, and does nothing when chosen. */
  busy?: boolean;
};

const ITEM =
  'flex w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-disabled:text-slate-400';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export function ActionMenu({
  label,
  actions,
  children,
  className = '',
}: {
  /** The button's accessible name, and the menu's. */
  label: string;
  actions: readonly MenuAction[];
  /** What the button shows (an icon); `label` when absent. */
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const parts = useCallback(() => [button.current, menu.current], []);
  const toggle = useCallback(() => button.current, []);
  useDismiss(open, close, { parts, toggle });

  const items = () => itemsOf(menu.current);
  /** Focuses the item at `index`, counted round from either end (-1: the last). */
  const focusItem = useCallback((index: number) => {
    const all = itemsOf(menu.current);
    all.at(index % all.length)?.focus();
  }, []);
  // The item to focus once the menu shows (a hidden one cannot take focus).
  const opening = useRef<number | null>(null);
  useEffect(() => {
    if (!open || opening.current === null) return;
    focusItem(opening.current);
    opening.current = null;
  }, [open, focusItem]);
  const show = (index: number) => {
    if (open) return focusItem(index);
    opening.current = index;
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : -1);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      all.at(to % all.length)?.focus();
    } else if (event.key === 'Tab') close();
  };
  const choose = (action: MenuAction) => {
    if (action.busy) return;
    // The button takes focus back first, so what the action opens (a dialog) returns it there.
    button.current?.focus();
    close();
    action.run();
  };

  return (
    <div className={`relative ${className}`}>
      <Button
        ref={button}
        id={`${id}-button`}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close() : show(0))}
        onKeyDown={onButtonKey}
      >
        {children ?? label}
      </Button>
      <div
        ref={menu}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKey}
        className="absolute right-0 top-full z-20 mt-1 min-w-48 space-y-1 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
      >
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={ITEM}
            aria-disabled={action.busy || undefined}
            onClick={() => choose(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
