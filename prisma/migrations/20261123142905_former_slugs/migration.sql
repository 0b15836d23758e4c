-- Former slugs of posts and courses: when a slug changes, the old one is
-- kept (pointing at the row) so its URL can answer 301 to the current one;
-- a slug that becomes current again, for any row, stops being former.
-- Triggers (added by hand: Prisma cannot declare them) catch every change,
-- whichever code path makes it.

-- CreateTable
CREATE TABLE "blog_post_former_slugs" (
    "slug" TEXT NOT NULL,
    "post_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_post_former_slugs_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "course_former_slugs" (
    "slug" TEXT NOT NULL,
    "course_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "course_former_slugs_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "blog_post_former_slugs_post_id_idx" ON "blog_post_former_slugs"("post_id");

-- CreateIndex
CREATE INDEX "course_former_slugs_course_id_idx" ON "course_former_slugs"("course_id");

-- AddForeignKey
ALTER TABLE "blog_post_former_slugs" ADD CONSTRAINT "blog_post_former_slugs_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_former_slugs" ADD CONSTRAINT "course_former_slugs_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Triggers
CREATE FUNCTION keep_former_post_slug() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO blog_post_former_slugs (slug, post_id) VALUES (OLD.slug, OLD.id)
      ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = CURRENT_TIMESTAMP;
  END IF;
  DELETE FROM blog_post_former_slugs WHERE slug = NEW.slug;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER blog_posts_former_slugs AFTER INSERT OR UPDATE OF slug ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION keep_former_post_slug();

CREATE FUNCTION keep_former_course_slug() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO course_former_slugs (slug, course_id) VALUES (OLD.slug, OLD.id)
      ON CONFLICT (slug) DO UPDATE SET course_id = EXCLUDED.course_id, created_at = CURRENT_TIMESTAMP;
  END IF;
  DELETE FROM course_former_slugs WHERE slug = NEW.slug;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER courses_former_slugs AFTER INSERT OR UPDATE OF slug ON courses
  FOR EACH ROW EXECUTE FUNCTION keep_former_course_slug();
