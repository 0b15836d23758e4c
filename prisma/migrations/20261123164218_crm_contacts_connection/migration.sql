-- CreateEnum
CREATE TYPE "crm_note_kind" AS ENUM ('note', 'contact_message');

-- CreateEnum
CREATE TYPE "crm_import_status" AS ENUM ('draft', 'running', 'done', 'failed', 'undoing', 'undone');

-- CreateEnum
CREATE TYPE "crm_import_mode" AS ENUM ('createOnly', 'updateOnly', 'createOrUpdate');

-- CreateEnum
CREATE TYPE "crm_import_action" AS ENUM ('created', 'updated', 'restored', 'error');

-- AlterTable
ALTER TABLE "crm_contact_notes" ADD COLUMN     "kind" "crm_note_kind" NOT NULL DEFAULT 'note';

-- AlterTable
ALTER TABLE "crm_contacts" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "crm_imports" (
    "id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "csv" BYTEA NOT NULL,
    "mapping" JSONB NOT NULL,
    "mode" "crm_import_mode" NOT NULL DEFAULT 'createOrUpdate',
    "status" "crm_import_status" NOT NULL DEFAULT 'draft',
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "counts" JSONB,
    "job_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "crm_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_import_rows" (
    "id" UUID NOT NULL,
    "import_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "action" "crm_import_action" NOT NULL,
    "contact_id" UUID,
    "before" JSONB,
    "values" JSONB,
    "reason" TEXT,

    CONSTRAINT "crm_import_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "crm_imports_created_at_idx" ON "crm_imports"("created_at" DESC);

-- CreateIndex
CREATE INDEX "crm_import_rows_import_id_line_idx" ON "crm_import_rows"("import_id", "line");

-- AddForeignKey
ALTER TABLE "crm_import_rows" ADD CONSTRAINT "crm_import_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "crm_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_import_rows" ADD CONSTRAINT "crm_import_rows_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "crm_contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma cannot express partial, expression or trigram
-- indexes, and its diff does not see them).

-- Contact search: a trigram index over names, email and company, used by
-- `LIKE '%word%'` on the same expression (server/modules/crm/list.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "crm_contacts_search_idx" ON "crm_contacts" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", ''))) gin_trgm_ops);

-- One contact per email, case-insensitively, among the contacts that are not deleted.
CREATE UNIQUE INDEX "crm_contacts_email_active_key" ON "crm_contacts" (lower("email")) WHERE NOT "deleted";

-- The contact list's three orders, each with the id as the keyset tie-breaker.
CREATE INDEX "crm_contacts_name_order_idx" ON "crm_contacts" ("last_name", "first_name", "id") WHERE NOT "deleted";
CREATE INDEX "crm_contacts_last_contact_order_idx" ON "crm_contacts" ((coalesce("last_contact_date", '1970-01-01T00:00:00Z'::timestamptz)) DESC, "id" DESC) WHERE NOT "deleted";
CREATE INDEX "crm_contacts_newest_order_idx" ON "crm_contacts" ("created_at" DESC, "id" DESC) WHERE NOT "deleted";
