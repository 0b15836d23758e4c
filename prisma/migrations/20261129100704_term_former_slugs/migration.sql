-- CreateTable
CREATE TABLE "term_former_slugs" (
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "term_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "term_former_slugs_pkey" PRIMARY KEY ("kind","slug")
);

-- CreateIndex
CREATE INDEX "term_former_slugs_kind_term_id_idx" ON "term_former_slugs"("kind", "term_id");
