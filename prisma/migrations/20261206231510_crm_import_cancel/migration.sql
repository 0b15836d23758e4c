-- AlterEnum
ALTER TYPE "crm_import_status" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "crm_imports" ADD COLUMN     "processed_rows" INTEGER NOT NULL DEFAULT 0;
