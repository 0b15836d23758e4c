-- Former slugs of posts and courses: when a slug changes, the old one is
-- kept (pointing at the row) so its URL can answer 301 to the current one.

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

