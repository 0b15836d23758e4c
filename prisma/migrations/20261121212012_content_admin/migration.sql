-- CreateEnum
CREATE TYPE "revision_kind" AS ENUM ('created', 'updated', 'restored');

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "courses" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "blog_post_revisions" (
    "id" UUID NOT NULL,
    "post_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "kind" "revision_kind" NOT NULL,
    "user_id" UUID,
    "user_email" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_post_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blog_post_revisions_post_id_created_at_idx" ON "blog_post_revisions"("post_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
