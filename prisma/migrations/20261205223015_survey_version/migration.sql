-- AlterTable
ALTER TABLE "surveys" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
