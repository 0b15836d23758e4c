-- AlterEnum
ALTER TYPE "ai_run_status" ADD VALUE 'running';
