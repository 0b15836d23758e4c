// A conversion button of a page (ConversionButton) that opens one of the
// public dialogs: an island (client/islands/Island.tsx), so that a page of
// the site's HTML hydrates its buttons without the page's code.

import { island } from '../../islands/Island';
import type { ButtonVariant } from '../Button';
import { ConversionButton } from './ConversionButton';
import { useConversion } from './conversionActions';

export function DialogButton({
  dialog,
  variant,
  className,
  children,
}: {
  dialog: 'contact' | 'booking' | 'scheduler';
  variant?: ButtonVariant;
  className?: string;
  children: string;
}) {
  const { openContact, openBooking, openScheduler } = useConversion();
  const open = { contact: () => openContact(), booking: openBooking, scheduler: openScheduler }[dialog];
  return (
    <ConversionButton onActivate={open} variant={variant} className={className}>
      {children}
    </ConversionButton>
  );
}

export const DialogButtonIsland = island('DialogButton', DialogButton);
