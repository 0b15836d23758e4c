-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "kept_keys" TEXT[] DEFAULT ARRAY[]::TEXT[];
