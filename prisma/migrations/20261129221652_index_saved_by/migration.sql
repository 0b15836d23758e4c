-- CreateIndex
CREATE INDEX "assets_saved_by_id_idx" ON "assets"("saved_by_id");

-- CreateIndex
CREATE INDEX "blog_authors_saved_by_id_idx" ON "blog_authors"("saved_by_id");

-- CreateIndex
CREATE INDEX "blog_categories_saved_by_id_idx" ON "blog_categories"("saved_by_id");

-- CreateIndex
CREATE INDEX "blog_tags_saved_by_id_idx" ON "blog_tags"("saved_by_id");

-- CreateIndex
CREATE INDEX "course_categories_saved_by_id_idx" ON "course_categories"("saved_by_id");

-- CreateIndex
CREATE INDEX "course_tags_saved_by_id_idx" ON "course_tags"("saved_by_id");

-- CreateIndex
CREATE INDEX "courses_saved_by_id_idx" ON "courses"("saved_by_id");

-- CreateIndex
CREATE INDEX "crm_contacts_saved_by_id_idx" ON "crm_contacts"("saved_by_id");

-- CreateIndex
CREATE INDEX "ctas_saved_by_id_idx" ON "ctas"("saved_by_id");

-- CreateIndex
CREATE INDEX "videos_saved_by_id_idx" ON "videos"("saved_by_id");
