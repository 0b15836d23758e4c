-- AlterTable
ALTER TABLE "responses" ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "survey_sessions" (
    "id" UUID NOT NULL,
    "survey_id" UUID NOT NULL,
    "respondent_id" TEXT NOT NULL,
    "view_mode" "view_mode" NOT NULL DEFAULT 'form',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "submitted_at" TIMESTAMPTZ(3),
    "contact_id" UUID,

    CONSTRAINT "survey_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "survey_sessions_survey_id_started_at_idx" ON "survey_sessions"("survey_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "survey_sessions_contact_id_idx" ON "survey_sessions"("contact_id");

-- CreateIndex
CREATE UNIQUE INDEX "survey_sessions_survey_id_respondent_id_key" ON "survey_sessions"("survey_id", "respondent_id");

-- AddForeignKey
ALTER TABLE "responses" ADD CONSTRAINT "responses_survey_id_respondent_id_fkey" FOREIGN KEY ("survey_id", "respondent_id") REFERENCES "survey_sessions"("survey_id", "respondent_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "surveys"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "survey_sessions" ADD CONSTRAINT "survey_sessions_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "crm_contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
