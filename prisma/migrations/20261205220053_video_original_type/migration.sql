-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "original_type" TEXT;
