// Visitor conversion on every public page: the contact, booking and
// scheduler dialogs, the floating contact menu, the page-view beacon and the
// service worker. An island (client/islands/Island.tsx), after the page's
// frame. Pages open the dialogs through useConversion(), whose actions this
// host registers (conversionActions.ts). Dialogs load on first use and are
// closed on the server render; on an island page a dialog's code brings the
// Relay environment its form needs with it (DialogEnvironment.tsx). An open dialog has
// a history entry of its own (routing/historyGuard.ts): Back closes it and
// leaves the page as it is; a dialog opened from another (the scheduler's
// booking request) shares it. The entry keeps which dialog it was, so Forward
// after that Back opens it again (with what was typed, kept as on any close).
// The dialog a page opens on arrival (/contact's) is the page itself: it takes
// no entry, so one Back leaves that page, and it goes with the page.
// A dialog whose code fails to load leaves the page as it is: a message takes
// its place, with Try again (DialogLoadFailed); a new build deployed since
// the page was opened loads the page in full, with the dialog open on it
// (routing/newBuild.ts).
import { Fragment, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ContactSubject } from '../../../domain/conversion';
import { island } from '../../islands/Island';
import {
  adoptHistoryLayer,
  type HistoryLayer,
  openHistoryLayer,
  reopenHistoryLayers,
} from '../../routing/historyGuard';
import { lazyComponent } from '../../routing/lazyComponent';
import { ErrorBoundary } from '../ErrorBoundary';
import { usePageNav } from '../pageNav';
import type { AskedCourse } from './AskedCourse';
import { inNextTask, registerServiceWorker, sendPageView } from './browserServices';
import { type ConversionActions, registerConversionHost } from './conversionActions';
import { DialogLoadFailed } from './DialogLoadFailed';
import { FloatingContactMenu } from './FloatingContactMenu';

const DIALOGS = {
  contact: lazyComponent(() => import('./ContactDialog')),
  booking: lazyComponent(() => import('./BookingDialog')),
  scheduler: lazyComponent(() => import('./SchedulerDialog')),
};
const { contact: ContactDialog, booking: BookingDialog, scheduler: SchedulerDialog } = DIALOGS;
/** On an island page: the Relay environment around a dialog (the full app has its own). */
const DialogEnvironment = lazyComponent(() => import('./DialogEnvironment'));

type OpenDialog =
  | { kind: 'contact'; subject?: ContactSubject; course?: AskedCourse }
  | { kind: 'booking' }
  | { kind: 'scheduler' }
  | null;

const DIALOG_KINDS: readonly unknown[] = ['contact', 'booking', 'scheduler'];
/** What a dialog's history entry says it was (an entry the history kept: anything). */
const isDialog = (what: unknown): what is NonNullable<OpenDialog> =>
  typeof what === 'object' && what !== null && DIALOG_KINDS.includes((what as { kind?: unknown }).kind);

let serviceWorkerStarted = false;

export function ConversionHost() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { pathname, pageKey: key, islands } = usePageNav();
  /** The router's key of the page shown. */
  const shownKey = useRef(key);
  useEffect(() => {
    shownKey.current = key;
  }, [key]);

  /** The open dialog's history entry; null while none is open. */
  const history = useRef<HistoryLayer | null>(null);

  const [actions, close, reopen] = useMemo(() => {
    const closedByBack = () => {
      // Back: the entry is gone already.
      history.current = null;
      setDialog(null);
    };
    const show = (next: NonNullable<OpenDialog>) => {
      setDialog(next);
      if (history.current) history.current.describe(next);
      else history.current = openHistoryLayer(next, closedByBack);
    };
    const actions: ConversionActions = {
      openContact: (subject, course) => show({ kind: 'contact', subject, course }),
      openBooking: () => show({ kind: 'booking' }),
      openScheduler: () => show({ kind: 'scheduler' }),
      openContactAsPage: (subject, course) => {
        const shown: OpenDialog = { kind: 'contact', subject, course };
        setDialog(shown);
        // Only that dialog: one opened since from the page's buttons closes its own way.
        return () => setDialog((current) => (current === shown ? null : current));
      },
    };
    const close = () => {
      setDialog(null);
      const open = history.current;
      history.current = null;
      open?.leave();
    };
    /** Forward onto the entry of a dialog Back closed: it opens again, over its page. */
    const reopen = (what: unknown, pageKey: string) => {
      if (!isDialog(what)) return false;
      setDialog(what);
      history.current = adoptHistoryLayer(closedByBack);
      return pageKey === shownKey.current;
    };
    return [actions, close, reopen] as const;
  }, []);
  useEffect(() => registerConversionHost(actions), [actions]);
  useEffect(() => reopenHistoryLayers(reopen), [reopen]);
  // Leaving the public pages (for the back-office) with a dialog open.
  useEffect(
    () => () => {
      history.current?.leave();
      history.current = null;
    },
    [],
  );

  useEffect(() => inNextTask(() => sendPageView(pathname)), [pathname]);
  useEffect(() => {
    if (!import.meta.env.PROD || serviceWorkerStarted) return;
    serviceWorkerStarted = true;
    inNextTask(registerServiceWorker);
  }, []);

  return (
    <>
      <FloatingContactMenu onSchedule={actions.openScheduler} onContact={() => actions.openContact()} />
      {dialog ? (
        <DialogCode kind={dialog.kind} onClose={close} islands={islands}>
          {dialog.kind === 'contact' ? (
            <ContactDialog subject={dialog.subject} course={dialog.course} onClose={close} />
          ) : null}
          {dialog.kind === 'booking' ? <BookingDialog onClose={close} /> : null}
          {dialog.kind === 'scheduler' ? (
            <SchedulerDialog
              onClose={close}
              onRequestBooking={actions.openBooking}
              onContact={() => actions.openContact()}
            />
          ) : null}
        </DialogCode>
      ) : null}
    </>
  );
}

export const ConversionHostIsland = island('ConversionHost', ConversionHost);

/**
 * The open dialog once its code has loaded; when that failed, the message
 * that says so in its place, whose Try again loads it anew. (A dialog that
 * fails to render for any other reason also leaves the page as it is.)
 */
function DialogCode({
  kind,
  onClose,
  islands,
  children,
}: {
  kind: keyof typeof DIALOGS;
  onClose: () => void;
  islands: boolean;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const Environment = islands ? DialogEnvironment : Fragment;
  const fallback = () => (
    <DialogLoadFailed
      kind={kind}
      onRetry={() =>
        Promise.all([DIALOGS[kind].preload(), islands ? DialogEnvironment.preload() : null]).then(() =>
          setAttempt((count) => count + 1),
        )
      }
      onClose={onClose}
    />
  );
  return (
    <ErrorBoundary resetKey={attempt} fallback={fallback}>
      <Suspense fallback={null}>
        <Environment>{children}</Environment>
      </Suspense>
    </ErrorBoundary>
  );
}
