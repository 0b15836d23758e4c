-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "original_kept" BOOLEAN NOT NULL DEFAULT false;
