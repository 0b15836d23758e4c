// Visitor conversion on every public page: the contact, booking and
// scheduler dialogs and the floating contact menu. Pages open the dialogs
// through useConversion(). The visitor-conversion issue renders the dialogs
// here; until it lands the openers do nothing.
import { createContext, type ReactNode, useContext } from 'react';
import type { ContactSubject } from '../../../domain/constants';

export type ConversionActions = {
  /** Opens the 'Contact Us' dialog, optionally with a subject chosen. */
  openContact(subject?: ContactSubject): void;
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

export function ConversionProvider({ children }: { children: ReactNode }) {
  return (
    <ConversionContext.Provider value={{ openContact: noop, openBooking: noop, openScheduler: noop }}>
      {children}
    </ConversionContext.Provider>
  );
}

export function useConversion(): ConversionActions {
  return useContext(ConversionContext);
}
