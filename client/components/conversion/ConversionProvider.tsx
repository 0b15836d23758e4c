// Visitor conversion on every public page: the contact, booking and
// scheduler dialogs, the floating contact menu, the page-view beacon and the
// service worker. Pages open the dialogs through useConversion(). Dialogs
// load on first use and are closed on the server render. An open dialog has
// a history entry of its own (routing/historyGuard.ts): Back closes it and
// leaves the page as it is; a dialog opened from another (the scheduler's
// booking request) shares it. The entry keeps which dialog it was, so Forward
// after that Back opens it again (with what was typed, kept as on any close).
// The dialog a page opens on arrival (/contact's) is the page itself: it takes
// no entry, so one Back leaves that page, and it goes with the page.
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
import {
  adoptHistoryLayer,
  type HistoryLayer,
  openHistoryLayer,
  reopenHistoryLayers,
} from '../../routing/historyGuard';
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
  /**
   * Opens the 'Contact Us' dialog as what the page shown is for (/contact,
   * on arrival): it takes no history entry, so Back leaves the page as from
   * any other, and the returned function (the page's leaving) closes it.
   */
  openContactAsPage(): () => void;
};

const noop = () => {};
const ConversionContext = createContext<ConversionActions>({
  openContact: noop,
  openBooking: noop,
  openScheduler: noop,
  openContactAsPage: () => noop,
});

const ContactDialog = lazy(() => import('./ContactDialog'));
const BookingDialog = lazy(() => import('./BookingDialog'));
const SchedulerDialog = lazy(() => import('./SchedulerDialog'));

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

export function ConversionProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { pathname, key } = useLocation();
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
      openContactAsPage: () => {
        const shown: OpenDialog = { kind: 'contact' };
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
  useEffect(() => reopenHistoryLayers(reopen), [reopen]);
  // Leaving the public pages (for the back-office) with a dialog open.
  useEffect(
    () => () => {
      history.current?.leave();
      history.current = null;
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
