-- Full-text search, PostgreSQL's default search adapter. Expression indexes
-- (Prisma does not model them, so prisma/schema.prisma does not mention
-- them): the search service's queries repeat these exact expressions, kept in
-- server/services/search/postgres.ts. Weights: title A, excerpt or summary B,
-- body C with HTML tags stripped. Each text is indexed twice: stemmed
-- ('english': 'workshops' finds 'workshop') and as written ('simple'), so a
-- prefix of a word matches it even where stemming shortened the word
-- ('automat' finds 'automating', whose stem is 'autom').

CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING GIN ((
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')) || to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')) || to_tsvector('simple'::regconfig, coalesce("excerpt", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple'::regconfig, regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g')), 'C')
));

CREATE INDEX "courses_search_idx" ON "courses" USING GIN ((
  setweight(to_tsvector('english'::regconfig, coalesce("title", '')) || to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("summary", '')) || to_tsvector('simple'::regconfig, coalesce("summary", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g')) || to_tsvector('simple'::regconfig, regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g')), 'C')
));
