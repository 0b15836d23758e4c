-- AlterTable
ALTER TABLE "crm_contact_notes" ADD COLUMN     "saved_by_id" UUID,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE INDEX "crm_contact_notes_saved_by_id_idx" ON "crm_contact_notes"("saved_by_id");

-- AddForeignKey
ALTER TABLE "crm_contact_notes" ADD CONSTRAINT "crm_contact_notes_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A note never edited was last written when it was created (a conflict names that moment).
UPDATE "crm_contact_notes" SET "updated_at" = "created_at";
