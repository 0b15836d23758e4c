-- AlterEnum
ALTER TYPE "revision_kind" ADD VALUE 'deleted';
