-- AlterTable
ALTER TABLE "assets" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "blog_authors" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "blog_categories" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "blog_tags" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "course_categories" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "course_tags" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "courses" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "crm_contacts" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "ctas" ADD COLUMN     "saved_by_id" UUID;

-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "saved_by_id" UUID;

-- AddForeignKey
ALTER TABLE "blog_authors" ADD CONSTRAINT "blog_authors_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_tags" ADD CONSTRAINT "course_tags_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "courses" ADD CONSTRAINT "courses_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ctas" ADD CONSTRAINT "ctas_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assets" ADD CONSTRAINT "assets_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "videos" ADD CONSTRAINT "videos_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
