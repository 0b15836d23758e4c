-- AlterTable
ALTER TABLE "surveys" ADD COLUMN     "saved_by_id" UUID;

-- CreateIndex
CREATE INDEX "surveys_saved_by_id_idx" ON "surveys"("saved_by_id");

-- AddForeignKey
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
