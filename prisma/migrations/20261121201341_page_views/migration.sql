-- CreateTable
CREATE TABLE "page_views" (
    "id" UUID NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "visitor_hash" TEXT NOT NULL,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_salts" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "analytics_salts_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "page_views_viewed_at_idx" ON "page_views"("viewed_at");

-- CreateIndex
CREATE INDEX "page_views_path_viewed_at_idx" ON "page_views"("path", "viewed_at");
