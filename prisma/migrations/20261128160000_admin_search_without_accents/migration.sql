-- The back-office lists' search boxes (posts, courses, images, videos and
-- each kind of term) find words without their accents, as the contact search
-- does: "garcia" finds García, "cafe" finds Café. Each table keeps the folded
-- text of its searched columns (crm_search_fold, from the
-- crm_search_without_accents migration) in search_text, set by a trigger when
-- those columns are written: a search reads it with LIKE, without folding
-- every row again, and Prisma filters on it. One trigger function serves
-- every table: its arguments name the columns.
CREATE FUNCTION "search_text_fill"() RETURNS trigger LANGUAGE plpgsql AS
E'DECLARE
  fields jsonb := to_jsonb(NEW)\073
  parts text[] := ARRAY[]::text[]\073
  field text\073
BEGIN
  FOREACH field IN ARRAY TG_ARGV LOOP
    parts := parts || coalesce(fields ->> field, '''')\073
  END LOOP\073
  NEW.search_text := crm_search_fold(array_to_string(parts, '' ''))\073
  RETURN NEW\073
END';

ALTER TABLE "blog_posts" ADD COLUMN "search_text" text;
CREATE TRIGGER "blog_posts_search_text" BEFORE INSERT OR UPDATE OF "title", "slug", "excerpt" ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('title', 'slug', 'excerpt');
UPDATE "blog_posts" SET "title" = "title";

ALTER TABLE "courses" ADD COLUMN "search_text" text;
CREATE TRIGGER "courses_search_text" BEFORE INSERT OR UPDATE OF "title", "slug", "summary" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('title', 'slug', 'summary');
UPDATE "courses" SET "title" = "title";

ALTER TABLE "assets" ADD COLUMN "search_text" text;
CREATE TRIGGER "assets_search_text" BEFORE INSERT OR UPDATE OF "name", "alt_description" ON "assets"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'alt_description');
UPDATE "assets" SET "name" = "name";

ALTER TABLE "videos" ADD COLUMN "search_text" text;
CREATE TRIGGER "videos_search_text" BEFORE INSERT OR UPDATE OF "title", "description" ON "videos"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('title', 'description');
UPDATE "videos" SET "title" = "title";

ALTER TABLE "blog_authors" ADD COLUMN "search_text" text;
CREATE TRIGGER "blog_authors_search_text" BEFORE INSERT OR UPDATE OF "name", "slug" ON "blog_authors"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'slug');
UPDATE "blog_authors" SET "name" = "name";

ALTER TABLE "blog_categories" ADD COLUMN "search_text" text;
CREATE TRIGGER "blog_categories_search_text" BEFORE INSERT OR UPDATE OF "name", "slug" ON "blog_categories"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'slug');
UPDATE "blog_categories" SET "name" = "name";

ALTER TABLE "blog_tags" ADD COLUMN "search_text" text;
CREATE TRIGGER "blog_tags_search_text" BEFORE INSERT OR UPDATE OF "name", "slug" ON "blog_tags"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'slug');
UPDATE "blog_tags" SET "name" = "name";

ALTER TABLE "course_categories" ADD COLUMN "search_text" text;
CREATE TRIGGER "course_categories_search_text" BEFORE INSERT OR UPDATE OF "name", "slug" ON "course_categories"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'slug');
UPDATE "course_categories" SET "name" = "name";

ALTER TABLE "course_tags" ADD COLUMN "search_text" text;
CREATE TRIGGER "course_tags_search_text" BEFORE INSERT OR UPDATE OF "name", "slug" ON "course_tags"
  FOR EACH ROW EXECUTE FUNCTION "search_text_fill"('name', 'slug');
UPDATE "course_tags" SET "name" = "name";
