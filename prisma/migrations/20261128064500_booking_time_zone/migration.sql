-- A booking request keeps the visitor's time zone: its slots ("10:30 AM")
-- are the visitor's clock time, which the back-office could not tell from
-- the consultancy's. Requests from before stay without one.
ALTER TABLE "booking_requests" ADD COLUMN "time_zone" TEXT;
