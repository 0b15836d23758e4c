-- CreateEnum
CREATE TYPE "media_kind" AS ENUM ('image', 'video');

-- CreateEnum
CREATE TYPE "video_status" AS ENUM ('PROCESSING', 'READY', 'FAILED');

-- AlterTable
ALTER TABLE "assets" ADD COLUMN     "original_key" TEXT,
ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "variants" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "error" TEXT,
ADD COLUMN     "file_key" TEXT,
ADD COLUMN     "job_id" UUID,
ADD COLUMN     "original_key" TEXT,
ADD COLUMN     "status" "video_status" NOT NULL DEFAULT 'READY',
ADD COLUMN     "thumbnail_key" TEXT;

-- CreateTable
CREATE TABLE "media_folders" (
    "id" UUID NOT NULL,
    "kind" "media_kind" NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_folders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "media_folders_kind_name_key" ON "media_folders"("kind", "name");

-- CreateIndex
CREATE INDEX "assets_url_idx" ON "assets"("url");
