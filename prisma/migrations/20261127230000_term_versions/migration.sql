-- Terms get a version, as posts, courses, contacts and CTAs have: an update
-- names the version it was made from, so a second admin's save is not
-- overwritten unknowingly. Tags get the time of their last change, which a
-- refused save names.
ALTER TABLE "blog_authors" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "blog_categories" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "blog_tags" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "blog_tags" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "course_categories" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "course_tags" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "course_tags" ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
