-- The contact search finds names without their accents: "jose muller" finds
-- José Müller, "josé" finds Jose, and "zoe" a name spelt with a decomposed ë
-- (an "e" and a combining mark, as some spreadsheets save it). The search
-- text and each searched word go through the same function: lower case, each
-- Latin letter with a diacritic (and æ, œ, ß, ø, ł...) as its plain letter,
-- combining marks (U+0300 to U+036F) dropped. Immutable, so the trigram index
-- is built on it, and written in SQL, so the planner inlines it in the index and
-- in the query alike.
CREATE FUNCTION "crm_search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(value), 'ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĸĺļľŀłńņňŉŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżžſ' || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'saaaaaaaceeeeiiiidnoooooouuuuytyaaaccccddeeeeegggghhiiiiijkklllllnnnnnoooorrrsssstttuuuuuuwyzzzs') $$;

DROP INDEX "crm_contacts_search_idx";
CREATE INDEX "crm_contacts_search_idx" ON "crm_contacts" USING gin (("crm_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", ''))) gin_trgm_ops);
-- As 20261124042500_crm_search_pending_list set it on the index this replaces.
ALTER INDEX "crm_contacts_search_idx" SET (gin_pending_list_limit = 256);
