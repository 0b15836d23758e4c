-- The contact search spells the ligatures out: "strauss" finds Strauß and
-- "straße" finds Strasse (ß was searched as a single s, so the usual
-- spelling on a keyboard without it found nothing), and æ and œ read as ae
-- and oe (Cæsar is found by "caesar"). The other letters fold as before.
CREATE OR REPLACE FUNCTION "crm_search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value)
    ELSE translate(replace(replace(replace(lower(value), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'àáâãäåçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĸĺļľŀłńņňŉŋōŏőŕŗřśŝşšţťŧũūŭůűųŵŷźżžſ' || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'aaaaaaceeeeiiiidnoooooouuuuytyaaaccccddeeeeegggghhiiiiijkklllllnnnnnooorrrsssstttuuuuuuwyzzzs') END $$;

-- The contacts whose search text holds one of them.
UPDATE "crm_contacts" SET "search_text" = "crm_search_fold"("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company", ''))
  WHERE "first_name" || "last_name" || "email" || coalesce("company", '') ~ '[ßæœÆŒ]';
