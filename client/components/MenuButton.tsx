// The ☰ control that opens and closes a navigation on a phone (hidden from
// md up, where the navigation is always shown).
//
// It works before the page's scripts have run: the control is a link to the
// navigation, and until the page is interactive the navigation shows itself
// when it is the page's target (`#site-nav`). Once interactive, the control
// toggles the navigation without touching the address, and a menu opened
// before that stays open. Escape or a press beside it closes it.
import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useDismiss } from './useDismiss';

/** Classes that show the navigation: when open, and as the target before hydration. */
const SHOWN = {
  flex: { open: 'flex', target: 'hidden target:flex' },
  block: { open: 'block', target: 'hidden target:block' },
} as const;

export type Menu = {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The navigation's display classes below md ('hidden' when closed). */
  navClass: string;
};

export function useMenu(controls: string, display: keyof typeof SHOWN): Menu {
  const [open, setOpen] = useState(false);
  const [interactive, setInteractive] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(
    () => document.querySelector<HTMLElement>(`[aria-controls="${controls}"]`),
    [controls],
  );
  const parts = useCallback(() => [document.getElementById(controls), toggle()], [controls, toggle]);
  useDismiss(open, close, { parts, toggle });
  useEffect(() => {
    setInteractive(true);
    if (window.location.hash !== `#${controls}`) return;
    // Opened before hydration: keep it open, and leave the address as it was.
    setOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [controls]);
  return {
    open,
    toggle: () => setOpen((value) => !value),
    close,
    navClass: open ? SHOWN[display].open : interactive ? 'hidden' : SHOWN[display].target,
  };
}

export function MenuButton({ menu, controls }: { menu: Menu; controls: string }) {
  return (
    <ButtonLink
      href={`#${controls}`}
      onActivate={menu.toggle}
      className="-my-1 inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 md:hidden print:hidden"
      aria-expanded={menu.open}
      aria-controls={controls}
    >
      <span className="sr-only">Menu</span>
      <span aria-hidden="true">☰</span>
    </ButtonLink>
  );
}

/**
 * A button that is a link until the page is interactive: without JavaScript
 * (or before hydration) it leads to `href`, a place that does without it;
 * once interactive, a click, Enter or Space calls `onActivate` instead.
 */
export function ButtonLink({
  href,
  onActivate,
  ...props
}: ComponentProps<'a'> & { href: string; onActivate: () => void }) {
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onActivate();
  };
  return (
    // A link, not a button, so that it leads somewhere without JavaScript.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <a
      {...props}
      href={href}
      role="button"
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === ' ') activate(event);
      }}
    />
  );
}
