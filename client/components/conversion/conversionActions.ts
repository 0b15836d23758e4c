// What public pages open the contact, booking and scheduler dialogs with
// (useConversion), given by ConversionProvider. Apart from the provider, so
// that the screens using it share this small module, not the provider's code
// with everything it imports (which then stays in the entry chunk).
import { createContext, useContext } from 'react';
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

const noop = () => {};
export const ConversionContext = createContext<ConversionActions>({
  openContact: noop,
  openBooking: noop,
  openScheduler: noop,
  openContactAsPage: () => noop,
});

export function useConversion(): ConversionActions {
  return useContext(ConversionContext);
}
