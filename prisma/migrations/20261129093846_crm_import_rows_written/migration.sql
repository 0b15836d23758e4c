-- AlterTable
ALTER TABLE "crm_import_rows" ADD COLUMN     "written" JSONB;
