-- A confirmed booking request says which slot was confirmed: a request may
-- offer an alternate, and the team (and the email to the visitor) must know
-- which one holds. Requests confirmed before with only one slot can only
-- have been confirmed for it, and those with two stay unknown.
CREATE TYPE "booking_slot" AS ENUM ('preferred', 'alternate');

ALTER TABLE "booking_requests" ADD COLUMN "confirmed_slot" "booking_slot";

UPDATE "booking_requests" SET "confirmed_slot" = 'preferred'
WHERE "status" = 'confirmed' AND "alternate_date" IS NULL;
