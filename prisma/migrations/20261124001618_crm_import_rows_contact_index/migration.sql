-- CreateIndex
CREATE INDEX "crm_import_rows_contact_id_idx" ON "crm_import_rows"("contact_id");
