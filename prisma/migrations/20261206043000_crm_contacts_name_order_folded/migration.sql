-- The contact list's name order reads names as people do: by the same
-- folding as the contact search (crm_search_fold: lower case, accents off,
-- ß as ss), so "de Vries" sorts among the Ds, "Évora" beside "Evora" and
-- "Åberg" among the As. By the raw columns, byte by byte (the embedded
-- database's collation), they came after "Zimmer". The keyset reads the
-- same expressions (server/modules/crm/list.ts). Written by hand: Prisma
-- cannot express an expression index.
DROP INDEX "crm_contacts_name_order_idx";
CREATE INDEX "crm_contacts_name_order_idx" ON "crm_contacts" ("crm_search_fold"("last_name"), "crm_search_fold"("first_name"), "id") WHERE NOT "deleted";
