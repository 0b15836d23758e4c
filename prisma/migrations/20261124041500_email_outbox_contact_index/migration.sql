-- CreateIndex
CREATE INDEX "email_outbox_contact_id_idx" ON "email_outbox"("contact_id");
