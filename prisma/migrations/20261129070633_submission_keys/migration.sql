-- CreateTable
CREATE TABLE "submission_keys" (
    "key" UUID NOT NULL,
    "form" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "submission_keys_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "submission_keys_created_at_idx" ON "submission_keys"("created_at");
