-- CTAs get a version, as posts, courses and contacts have: an update names
-- the version it was made from, so a second admin's save (or the list's
-- active toggle) is not overwritten unknowingly.
ALTER TABLE "ctas" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
