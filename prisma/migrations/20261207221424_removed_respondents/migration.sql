-- CreateTable
CREATE TABLE "removed_respondents" (
    "id" UUID NOT NULL,
    "survey_id" UUID NOT NULL,
    "key_hash" TEXT NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "removed_respondents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "removed_respondents_survey_id_key_hash_key" ON "removed_respondents"("survey_id", "key_hash");

-- AddForeignKey
ALTER TABLE "removed_respondents" ADD CONSTRAINT "removed_respondents_survey_id_fkey" FOREIGN KEY ("survey_id") REFERENCES "surveys"("id") ON DELETE CASCADE ON UPDATE CASCADE;
