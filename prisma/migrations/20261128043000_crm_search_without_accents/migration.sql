-- The contact search finds names without their accents: "jose muller" finds
-- José Müller, "josé" finds Jose, and "zoe" a name spelt with a decomposed ë
-- (an "e" and a combining mark, as some spreadsheets save it). The search
-- text and each searched word go through the same function: lower case, each
-- Latin letter with a diacritic (and æ, œ, ß, ø, ł...) as its plain letter,
-- combining marks (U+0300 to U+036F) dropped. translate() over that many
-- letters costs some 10 to 20 µs a row, far more than lower(), so a text of
-- ASCII alone skips it, and the folded text is kept with the row (by a
-- trigger, when it is written), where searches and the trigram index read it.
-- A trigger, not a generated column: Prisma's schema diff reads a generated
-- column's expression as a default it would drop. The index is on
-- coalesce(search_text, '') so that Prisma, which cannot express it, leaves
-- it alone as it does the other hand-written indexes.
CREATE FUNCTION "crm_search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value)
    ELSE translate(lower(value), 'ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĸĺļľŀłńņňŉŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżžſ' || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'saaaaaaaceeeeiiiidnoooooouuuuytyaaaccccddeeeeegggghhiiiiijkklllllnnnnnoooorrrsssstttuuuuuuwyzzzs') END $$;

ALTER TABLE "crm_contacts" ADD COLUMN "search_text" text;

CREATE FUNCTION "crm_contacts_search_text"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  NEW.search_text := crm_search_fold(NEW.first_name || '' '' || NEW.last_name || '' '' || NEW.email || '' '' || coalesce(NEW.company, ''''))\073
  RETURN NEW\073
END';
CREATE TRIGGER "crm_contacts_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "email", "company" ON "crm_contacts"
  FOR EACH ROW EXECUTE FUNCTION "crm_contacts_search_text"();

-- The contacts that exist already.
UPDATE "crm_contacts" SET "search_text" = "crm_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", ''));

DROP INDEX "crm_contacts_search_idx";
CREATE INDEX "crm_contacts_search_idx" ON "crm_contacts" USING gin ((coalesce("search_text", '')) gin_trgm_ops);
-- As 20261124042500_crm_search_pending_list set it on the index this replaces.
ALTER INDEX "crm_contacts_search_idx" SET (gin_pending_list_limit = 256);
