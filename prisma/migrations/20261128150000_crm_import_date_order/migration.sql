-- An import reads slashed days (03/04/2026) in one order for the whole file:
-- the admin's choice, else the order the file's own days show (20/11/2026
-- can only be day first), else month first. Before, each day was read month
-- first unless its own numbers forbade it, so a day-first file imported
-- 3 April as March 4 without a word.
CREATE TYPE "crm_import_date_order" AS ENUM ('dayFirst', 'monthFirst');

ALTER TABLE "crm_imports" ADD COLUMN "date_order" "crm_import_date_order",
  ADD COLUMN "date_evidence" JSONB;
