-- CreateEnum
CREATE TYPE "sign_in_outcome" AS ENUM ('signed_in', 'invalid_credentials', 'access_denied', 'locked');

-- CreateTable
CREATE TABLE "sign_in_attempts" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "address" TEXT,
    "outcome" "sign_in_outcome" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_lockouts" (
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lockouts" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_lockouts_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "sign_in_attempts_email_created_at_idx" ON "sign_in_attempts"("email", "created_at");

-- CreateIndex
CREATE INDEX "sign_in_attempts_created_at_idx" ON "sign_in_attempts"("created_at");
