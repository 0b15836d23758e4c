// What public pages open the contact, booking and scheduler dialogs with
// (useConversion). The dialogs are ConversionHost's, one per page, which
// registers its actions here: on an island page the buttons and the host are
// separate React roots (client/islands.tsx), so the actions reach the host
// through this module, not through a context. A call made before the host
// has rendered (an island hydrated before it) waits for it. Apart from the
// host, so that the buttons share this small module, not the host's code.
import type { ContactSubject } from '../../../domain/conversion';
import type { AskedCourse } from './AskedCourse';

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
  openContactAsPage(subject?: ContactSubject, course?: AskedCourse): () => void;
};

let host: ConversionActions | null = null;
/** Calls made while no host was there, run by the next host. */
let waiting: ((actions: ConversionActions) => void)[] = [];

/** The host's actions from now on (ConversionHost); returns the function that takes them back. */
export function registerConversionHost(actions: ConversionActions): () => void {
  host = actions;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call(actions);
  return () => {
    if (host === actions) host = null;
  };
}

function whenHosted(call: (actions: ConversionActions) => void): void {
  if (host) call(host);
  else waiting.push(call);
}

const actions: ConversionActions = {
  openContact: (subject, course) => whenHosted((host) => host.openContact(subject, course)),
  openBooking: () => whenHosted((host) => host.openBooking()),
  openScheduler: () => whenHosted((host) => host.openScheduler()),
  openContactAsPage: (subject, course) => {
    let close: (() => void) | null = null;
    let left = false;
    whenHosted((host) => {
      if (!left) close = host.openContactAsPage(subject, course);
    });
    return () => {
      left = true;
      close?.();
    };
  },
};

export function useConversion(): ConversionActions {
  return actions;
}
