// Booking requests as admins handle them: new, then confirmed or declined.
import { BOOKING_STATUS_LABELS, type BookingStatus, CRM_TEXT, canMoveBooking } from '../../../domain/crm';
import { formatMessage } from '../../../domain/shared/messages';
import type { Context } from '../../context';
import { NotFoundError, ValidationError } from '../../errors';
import { type GlobalId, rowIdOrNotFound } from '../shared/ids';

export async function moveBooking(
  context: Context,
  globalId: GlobalId,
  status: BookingStatus,
): Promise<string> {
  const id = rowIdOrNotFound(globalId, 'BookingRequest', CRM_TEXT.bookingNotFound);
  return context.prisma.$transaction(async (tx) => {
    const booking = await tx.bookingRequest.findUnique({ where: { id }, select: { status: true } });
    if (!booking) throw new NotFoundError(CRM_TEXT.bookingNotFound);
    if (!canMoveBooking(booking.status, status))
      throw new ValidationError([
        {
          field: 'status',
          message: formatMessage(CRM_TEXT.bookingMoveRefused, {
            status: BOOKING_STATUS_LABELS[booking.status].toLowerCase(),
          }),
        },
      ]);
    await tx.bookingRequest.update({ where: { id }, data: { status } });
    return id;
  });
}
