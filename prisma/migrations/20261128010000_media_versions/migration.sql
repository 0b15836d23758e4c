-- Images and videos get a version, as posts, terms and CTAs have: the details
-- dialogs send every field, so a save names the version it was made from and
-- a second admin's change (an image moved to another folder, a video's
-- description) is not undone unknowingly. Not updated_at: a video's moves
-- when its processing finishes, which is no admin's edit.
ALTER TABLE "assets" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "videos" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
