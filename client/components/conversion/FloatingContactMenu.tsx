// The floating contact menu, bottom-right on every public page: schedule a
// call or send a message. A disclosure: its options follow the button in tab
// order (shown above it); Escape or a click outside closes it.
import { CalendarDays, Mail, MessageCircle, X } from 'lucide';
import { useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../Icon';
import { useDismiss } from '../useDismiss';

export function FloatingContactMenu({
  onSchedule,
  onContact,
}: {
  onSchedule: () => void;
  onContact: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const getRoot = useCallback(() => [root.current], []);
  const getToggle = useCallback(() => toggle.current, []);

  useDismiss(open, close, { parts: getRoot, toggle: getToggle });

  // The toggle takes focus back first, so a dialog opened from the menu returns focus to it.
  const choose = (action: () => void) => () => {
    toggle.current?.focus();
    setOpen(false);
    action();
  };
  const itemClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600';

  return (
    <div
      ref={root}
      className="fixed bottom-5 right-5 z-40 flex flex-col-reverse items-end gap-3 print:hidden"
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">{open ? 'Close contact options' : 'Contact options'}</span>
        {open ? <Icon node={X} className="h-6 w-6" /> : <Icon node={MessageCircle} className="h-6 w-6" />}
      </button>
      {open ? (
        <ul id={menuId} className="w-60 space-y-1 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
          <li>
            <button type="button" className={itemClass} onClick={choose(onSchedule)}>
              <Icon node={CalendarDays} className="h-5 w-5 text-indigo-600" />
              Schedule a call
            </button>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={choose(onContact)}>
              <Icon node={Mail} className="h-5 w-5 text-indigo-600" />
              Send us a message
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
