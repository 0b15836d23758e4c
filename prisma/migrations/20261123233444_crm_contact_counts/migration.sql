-- CreateTable
CREATE TABLE "crm_contact_count_deltas" (
    "id" BIGSERIAL NOT NULL,
    "deleted" BOOLEAN NOT NULL,
    "status" "contact_status" NOT NULL,
    "source" TEXT NOT NULL,
    "delta" BIGINT NOT NULL,

    CONSTRAINT "crm_contact_count_deltas_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "crm_contact_count_deltas_deleted_status_source_idx" ON "crm_contact_count_deltas"("deleted", "status", "source");

-- Written by hand (Prisma does not see functions and triggers).

-- Every statement that writes crm_contacts appends, per (deleted, status,
-- source) group it touched, how many contacts the group gained or lost:
-- statement triggers with transition tables, so a 500-row import batch adds a
-- few rows here, not 500.
--
-- The function bodies are E'' strings with each semicolon written as the
-- octal escape 073: the PostgreSQL driver adapter that applies migrations
-- splits a script at every semicolon, dollar-quoted bodies included.
CREATE FUNCTION crm_contact_count_deltas_append() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO crm_contact_count_deltas (deleted, status, source, delta)
      SELECT deleted, status, coalesce(source, ''''), count(*) FROM new_rows GROUP BY 1, 2, 3\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO crm_contact_count_deltas (deleted, status, source, delta)
      SELECT deleted, status, coalesce(source, ''''), -count(*) FROM old_rows GROUP BY 1, 2, 3\073
  ELSE
    INSERT INTO crm_contact_count_deltas (deleted, status, source, delta)
      SELECT deleted, status, source, sum(delta) FROM (
        SELECT deleted, status, coalesce(source, '''') AS source, 1 AS delta FROM new_rows
        UNION ALL
        SELECT deleted, status, coalesce(source, ''''), -1 FROM old_rows
      ) AS changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER crm_contacts_count_insert AFTER INSERT ON crm_contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_contact_count_deltas_append();
CREATE TRIGGER crm_contacts_count_update AFTER UPDATE ON crm_contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_contact_count_deltas_append();
CREATE TRIGGER crm_contacts_count_delete AFTER DELETE ON crm_contacts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_contact_count_deltas_append();

CREATE FUNCTION crm_contact_count_deltas_clear() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  DELETE FROM crm_contact_count_deltas\073
  RETURN NULL\073
END';

CREATE TRIGGER crm_contacts_count_truncate AFTER TRUNCATE ON crm_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION crm_contact_count_deltas_clear();

-- The contacts that exist already.
INSERT INTO crm_contact_count_deltas (deleted, status, source, delta)
  SELECT deleted, status, coalesce(source, ''), count(*) FROM crm_contacts GROUP BY 1, 2, 3;
