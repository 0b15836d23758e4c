-- The public post lists sort by published_at DESC NULLS LAST, id DESC
-- (POST_ORDER). These indexes follow that order so a page stops after its
-- own rows. NULLS LAST is added by hand: Prisma cannot declare it.

-- DropIndex
DROP INDEX "blog_posts_author_id_published_at_idx";

-- DropIndex
DROP INDEX "blog_posts_category_id_published_at_idx";

-- DropIndex
DROP INDEX "blog_posts_is_published_deleted_published_at_idx";

-- CreateIndex
CREATE INDEX "blog_posts_public_order_idx" ON "blog_posts"("is_published", "deleted", "published_at" DESC NULLS LAST, "id" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_author_order_idx" ON "blog_posts"("author_id", "published_at" DESC NULLS LAST, "id" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_category_order_idx" ON "blog_posts"("category_id", "published_at" DESC NULLS LAST, "id" DESC);
