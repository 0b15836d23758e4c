// Visitor conversion on every public page: the contact, booking and
// scheduler dialogs, the floating contact menu, the page-view beacon and the
// service worker. Pages open the dialogs through useConversion(). Dialogs
// load on first use and are closed on the server render. An open dialog has
// a history entry of its own (routing/historyGuard.ts): Back closes it and
// leaves the page as it is; a dialog opened from another (the scheduler's
// booking request) shares it.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { ContactSubject } from '../../../domain/conversion';
import { openHistoryLayer } from '../../routing/historyGuard';
import { registerServiceWorker, sendPageView } from './browserServices';
import type { AskedCourse } from './ContactDialog';
import { FloatingContactMenu } from './FloatingContactMenu';

export type ConversionActions = {
  /** Opens the 'Contact Us' dialog, optionally with a subject chosen, and the course it asks about. */
  openContact(subject?: ContactSubject, course?: AskedCourse): void;
  /** Opens the 'Schedule a Consultation' booking request dialog. */
  openBooking(): void;
  /** Opens the scheduling embed (30-minute event, month view). */
  openScheduler(): void;
};

const noop = () => {};
const ConversionContext = createContext<ConversionActions>({
  openContact: noop,
  openBooking: noop,
  openScheduler: noop,
});

const ContactDialog = lazy(() => import('./ContactDialog'));
const BookingDialog = lazy(() => import('./BookingDialog'));
const SchedulerDialog = lazy(() => import('./SchedulerDialog'));

type OpenDialog =
  | { kind: 'contact'; subject?: ContactSubject; course?: AskedCourse }
  | { kind: 'booking' }
  | { kind: 'scheduler' }
  | null;

let serviceWorkerStarted = false;

export function ConversionProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { pathname } = useLocation();

  /** Steps back over the open dialog's history entry; null while none is open. */
  const leaveHistory = useRef<(() => void) | null>(null);

  const [actions, close] = useMemo(() => {
    const show = (next: OpenDialog) => {
      setDialog(next);
      leaveHistory.current ??= openHistoryLayer(() => {
        // Back: the entry is gone already.
        leaveHistory.current = null;
        setDialog(null);
      });
    };
    const actions: ConversionActions = {
      openContact: (subject, course) => show({ kind: 'contact', subject, course }),
      openBooking: () => show({ kind: 'booking' }),
      openScheduler: () => show({ kind: 'scheduler' }),
    };
    const close = () => {
      setDialog(null);
      const leave = leaveHistory.current;
      leaveHistory.current = null;
      leave?.();
    };
    return [actions, close] as const;
  }, []);
  // Leaving the public pages (for the back-office) with a dialog open.
  useEffect(
    () => () => {
      leaveHistory.current?.();
      leaveHistory.current = null;
    },
    [],
  );

  useEffect(() => sendPageView(pathname), [pathname]);
  useEffect(() => {
    if (!import.meta.env.PROD || serviceWorkerStarted) return;
    serviceWorkerStarted = true;
    registerServiceWorker();
  }, []);

  return (
    <ConversionContext.Provider value={actions}>
      {children}
      <FloatingContactMenu onSchedule={actions.openScheduler} onContact={() => actions.openContact()} />
      <Suspense fallback={null}>
        {dialog?.kind === 'contact' ? (
          <ContactDialog subject={dialog.subject} course={dialog.course} onClose={close} />
        ) : null}
        {dialog?.kind === 'booking' ? <BookingDialog onClose={close} /> : null}
        {dialog?.kind === 'scheduler' ? (
          <SchedulerDialog
            onClose={close}
            onRequestBooking={actions.openBooking}
            onContact={() => actions.openContact()}
          />
        ) : null}
      </Suspense>
    </ConversionContext.Provider>
  );
}

export function useConversion(): ConversionActions {
  return useContext(ConversionContext);
}
