-- New rows reach a GIN index through its pending list, which every search
-- reads from end to end until it is merged into the index: by VACUUM (the
-- embedded database has no autovacuum) or once it outgrows its limit (4 MB
-- by default). At 100,000 contacts a full 4 MB list added about 0.7 ms to
-- each search on PostgreSQL. A 256 kB limit keeps that cost out of searches
-- and still merges new rows in batches (inserting 100,000 contacts: 2.5 s
-- against 1.7 s, where no pending list at all took 12.6 s).
ALTER INDEX "crm_contacts_search_idx" SET (gin_pending_list_limit = 256);
