// Warns before leaving a form with unsaved changes: the browser's own prompt
// when the tab is closed or reloaded, and a dialog before any navigation
// inside the app (links, the back button of the editor, the admin menu, the
// browser's Back and Forward buttons). React Router's useBlocker needs a data
// router; the app's AppRouter (client/routing/AppRouter.tsx) is a
// BrowserRouter, so navigations are held at the router's history object, and
// Back/Forward by client/routing/historyGuard.ts.
import { type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { CONTENT } from '../../../../domain/shared/content';
import { holdHistoryMoves } from '../../../routing/historyGuard';
import { ConfirmDialog } from './ConfirmDialog';

type History = { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };

/**
 * The browser's own "Leave site?" prompt while `active`: closing the tab,
 * reloading, or leaving for another site would lose what is in this page
 * (a form's changes, files still uploading).
 */
export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

/** What the dialog before leaving says: unsaved changes by default. */
export type LeaveQuestion = { title: string; message: string };

const UNSAVED: LeaveQuestion = { title: 'Leave without saving?', message: CONTENT.unsavedChanges };

/**
 * `onLeave`: the admin chose to leave without saving (their changes are to be
 * forgotten). `question`: what the page would lose, when it is not a form's
 * changes (files still uploading).
 */
export function useUnsavedChanges(
  dirty: boolean,
  onLeave?: () => void,
  question: LeaveQuestion = UNSAVED,
): { allowNavigation(): void; dialog: ReactNode } {
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as History;
  const allowed = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  useBeforeUnload(dirty);

  useEffect(() => {
    if (!dirty) return;
    allowed.current = false;
    const { push, replace } = navigator;
    const hold =
      (method: History['push']) =>
      (...args: unknown[]) => {
        if (allowed.current) method.apply(navigator, args);
        else setPending(() => () => method.apply(navigator, args));
      };
    navigator.push = hold(push);
    navigator.replace = hold(replace);

    // Back and Forward, held by the guard main.tsx installs before the router.
    const release = holdHistoryMoves((delta) =>
      setPending(() => () => {
        release();
        window.history.go(delta);
      }),
    );
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      release();
    };
  }, [dirty, navigator]);

  // For the navigation that follows at once (a save going back to the list),
  // not a later one: changes typed while a save was on its way still hold it.
  const allowNavigation = useCallback(() => {
    allowed.current = true;
    queueMicrotask(() => {
      allowed.current = false;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={question.title}
      confirmLabel="Leave"
      onClose={() => setPending(null)}
      onConfirm={() => {
        allowed.current = true;
        const leave = pending;
        setPending(null);
        onLeave?.();
        leave?.();
      }}
    >
      <p>{question.message}</p>
    </ConfirmDialog>
  );
  return { allowNavigation, dialog };
}
