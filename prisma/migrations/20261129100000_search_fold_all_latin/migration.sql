-- Searches fold every accented Latin letter, not only those of Latin-1 and
-- Latin Extended-A: a letter is first decomposed (NFD) into its base and
-- combining marks, which are then removed as before. Vietnamese names were
-- not found without their accents ("nguyen" for Nguyễn, "ngoc" for Ngọc:
-- Latin Extended Additional, and ơ and ư: Latin Extended-B), nor were letters
-- such as ǎ or ȩ. Letters that do not decompose (ø, ł, đ...) are spelt out
-- by the same list as before. normalize() is built into PostgreSQL 13 and
-- later (and PGlite), without ICU.
CREATE OR REPLACE FUNCTION "crm_search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN octet_length(value) = char_length(value) THEN lower(value)
    ELSE translate(normalize(replace(replace(replace(lower(value), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), NFD), 'àáâãäåçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĸĺļľŀłńņňŉŋōŏőŕŗřśŝşšţťŧũūŭůűųŵŷźżžſ' || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F', 'aaaaaaceeeeiiiidnoooooouuuuytyaaaccccddeeeeegggghhiiiiijkklllllnnnnnooorrrsssstttuuuuuuwyzzzs') END $$;

-- Rows whose folded text still holds a letter the old function left: their
-- triggers fold them again (crm_search_without_accents, admin_search_without_accents).
UPDATE "crm_contacts" SET "first_name" = "first_name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "blog_posts" SET "title" = "title" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "courses" SET "title" = "title" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "assets" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "videos" SET "title" = "title" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "blog_authors" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "blog_categories" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "blog_tags" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "course_categories" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
UPDATE "course_tags" SET "name" = "name" WHERE "search_text" ~ '[^\x01-\x7F]';
