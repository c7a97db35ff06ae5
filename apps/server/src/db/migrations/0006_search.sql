-- Search: text search configurations, search columns kept by generated expressions and triggers,
-- their GIN indexes, and the vocabulary of words typo correction looks in. Hand-written beyond
-- the search_words table: drizzle cannot express generated tsvector columns, triggers or
-- configurations (see src/db/schema/search.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- "medshelf": English stemming with accents removed first, so "Sjögren" and "sjogren" match and
-- "infections" finds "infection". "medshelf_words": the same words unstemmed, for the vocabulary.
CREATE TEXT SEARCH CONFIGURATION medshelf (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION medshelf ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION medshelf_words (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION medshelf_words ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- array_to_string is only STABLE (element types may print differently); for text[] it is
-- immutable, which generated columns need.
CREATE FUNCTION search_join(parts text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(parts, ' ')
$$;
--> statement-breakpoint
CREATE AGGREGATE search_tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Words are added in order so two transactions adding the same new words never deadlock.
CREATE FUNCTION search_add_words(content text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(to_tsvector('medshelf_words', coalesce(content, '')))
  WHERE lexeme ~ '^[a-z][a-z0-9]{2,29}$'
  ORDER BY lexeme
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- A trigger for small rows: adds the words of the columns named in its arguments.
CREATE FUNCTION search_words_from_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fields jsonb := to_jsonb(NEW);
  column_name text;
  content text := '';
BEGIN
  FOREACH column_name IN ARRAY TG_ARGV LOOP
    content := content || ' ' || coalesce(fields ->> column_name, '');
  END LOOP;
  PERFORM search_add_words(content);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_words AFTER INSERT OR UPDATE OF name ON sub_categories
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
--> statement-breakpoint
CREATE TRIGGER subjects_search_words AFTER INSERT OR UPDATE OF name ON subjects
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name');
--> statement-breakpoint

-- Decks ------------------------------------------------------------------------------------
ALTER TABLE "deck_pages" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "text")) STORED;
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "title")) STORED;
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_keywords" tsvector;
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_head" tsvector;
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_all" tsvector;
--> statement-breakpoint
-- The title (A) with the tags and category names (B): what "keywords" rank on.
CREATE FUNCTION search_deck_keywords(title text, tags text[], category_id integer, sub_category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('medshelf', title), 'A')
    || setweight(to_tsvector('medshelf', array_to_string(tags, ' ') || ' ' || coalesce((
         SELECT c.name || ' ' || s.name FROM categories c, sub_categories s
         WHERE c.id = category_id AND s.id = sub_category_id), '')), 'B')
$$;
--> statement-breakpoint
-- Page text only says whether a deck matches (ranking uses the head), so positions are dropped:
-- the vector stays small, whatever the number of pages.
CREATE FUNCTION search_deck_pages(deck text, version integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(search_tsvector_agg(strip(search_vector)), '') FROM deck_pages
  WHERE deck_id = deck AND file_version = version
$$;
--> statement-breakpoint
CREATE FUNCTION search_add_deck_page_words(deck text, version integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM deck_pages p, unnest(to_tsvector('medshelf_words', p.text)) w
  WHERE p.deck_id = deck AND p.file_version = version AND w.lexeme ~ '^[a-z][a-z0-9]{2,29}$'
  ORDER BY 1
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Runs in the statement that changes the deck: an edit, a deletion (the row goes) or the end of
-- processing (status becomes ready once every page and its text is stored) shows in search at once.
CREATE FUNCTION decks_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keywords := search_deck_keywords(NEW.title, NEW.tags, NEW.category_id, NEW.sub_category_id);
  NEW.search_head := NEW.search_keywords || setweight(to_tsvector('medshelf', NEW.description), 'C');
  IF NEW.status = 'ready' THEN
    NEW.search_all := NEW.search_head || search_deck_pages(NEW.id, NEW.file_version);
    PERFORM search_add_words(NEW.title || ' ' || array_to_string(NEW.tags, ' ') || ' ' || NEW.description);
    IF TG_OP = 'INSERT' OR OLD.status <> 'ready' OR OLD.file_version <> NEW.file_version THEN
      PERFORM search_add_deck_page_words(NEW.id, NEW.file_version);
    END IF;
  ELSE
    NEW.search_all := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER decks_search_insert BEFORE INSERT ON decks
  FOR EACH ROW EXECUTE FUNCTION decks_search_refresh();
--> statement-breakpoint
-- Only what search reads: views, likes and processing progress do not re-index.
CREATE TRIGGER decks_search_update BEFORE UPDATE ON decks FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.file_version IS DISTINCT FROM NEW.file_version)
  EXECUTE FUNCTION decks_search_refresh();
--> statement-breakpoint
CREATE INDEX "decks_search_title_idx" ON "decks" USING gin ("search_title") WHERE "status" = 'ready';
--> statement-breakpoint
CREATE INDEX "decks_search_keywords_idx" ON "decks" USING gin ("search_keywords") WHERE "status" = 'ready';
--> statement-breakpoint
CREATE INDEX "decks_search_head_idx" ON "decks" USING gin ("search_head") WHERE "status" = 'ready';
--> statement-breakpoint
CREATE INDEX "decks_search_all_idx" ON "decks" USING gin ("search_all") WHERE "status" = 'ready';
--> statement-breakpoint

-- Books ------------------------------------------------------------------------------------
ALTER TABLE "book_pages" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "text")) STORED;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "title")) STORED;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_keywords" tsvector;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_head" tsvector;
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_all" tsvector;
--> statement-breakpoint
CREATE FUNCTION search_book_keywords(title text, authors text[], subject text, category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('medshelf', title), 'A')
    || setweight(to_tsvector('medshelf', array_to_string(authors, ' ') || ' '
         || coalesce((SELECT name FROM categories WHERE id = category_id), '') || ' '
         || coalesce((SELECT name FROM subjects WHERE slug = subject), '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION search_book_pages(book text, version integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(search_tsvector_agg(strip(search_vector)), '') FROM book_pages
  WHERE book_id = book AND file_version = version
$$;
--> statement-breakpoint
CREATE FUNCTION search_add_book_page_words(book text, version integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM book_pages p, unnest(to_tsvector('medshelf_words', p.text)) w
  WHERE p.book_id = book AND p.file_version = version AND w.lexeme ~ '^[a-z][a-z0-9]{2,29}$'
  ORDER BY 1
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- A book is public as a link ('none') or once its PDF is processed ('ready').
CREATE FUNCTION books_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keywords := search_book_keywords(NEW.title, NEW.authors, NEW.subject_slug, NEW.category_id);
  NEW.search_head := NEW.search_keywords || setweight(to_tsvector('medshelf', NEW.publisher || ' ' || NEW.description), 'C');
  IF NEW.status IN ('none', 'ready') THEN
    NEW.search_all := NEW.search_head;
    PERFORM search_add_words(NEW.title || ' ' || array_to_string(NEW.authors, ' ') || ' ' || NEW.publisher || ' ' || NEW.description);
    IF NEW.status = 'ready' THEN
      NEW.search_all := NEW.search_all || search_book_pages(NEW.id, NEW.file_version);
      IF TG_OP = 'INSERT' OR OLD.status <> 'ready' OR OLD.file_version <> NEW.file_version THEN
        PERFORM search_add_book_page_words(NEW.id, NEW.file_version);
      END IF;
    END IF;
  ELSE
    NEW.search_all := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER books_search_insert BEFORE INSERT ON books
  FOR EACH ROW EXECUTE FUNCTION books_search_refresh();
--> statement-breakpoint
CREATE TRIGGER books_search_update BEFORE UPDATE ON books FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.authors IS DISTINCT FROM NEW.authors
    OR OLD.publisher IS DISTINCT FROM NEW.publisher OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.subject_slug IS DISTINCT FROM NEW.subject_slug OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.file_version IS DISTINCT FROM NEW.file_version)
  EXECUTE FUNCTION books_search_refresh();
--> statement-breakpoint
CREATE INDEX "books_listed_popular_idx" ON "books" USING btree ("views" DESC NULLS FIRST, "created_at" DESC NULLS FIRST, "id")
  WHERE "status" IN ('none', 'ready');
--> statement-breakpoint
CREATE INDEX "books_search_title_idx" ON "books" USING gin ("search_title") WHERE "status" IN ('none', 'ready');
--> statement-breakpoint
CREATE INDEX "books_search_keywords_idx" ON "books" USING gin ("search_keywords") WHERE "status" IN ('none', 'ready');
--> statement-breakpoint
CREATE INDEX "books_search_head_idx" ON "books" USING gin ("search_head") WHERE "status" IN ('none', 'ready');
--> statement-breakpoint
CREATE INDEX "books_search_all_idx" ON "books" USING gin ("search_all") WHERE "status" IN ('none', 'ready');
--> statement-breakpoint

-- Journals, articles and news ----------------------------------------------------------------
ALTER TABLE "journals" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "name")) STORED;
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_keywords" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('medshelf'::regconfig, "name"), 'A')
  || setweight(to_tsvector('medshelf'::regconfig, "publisher"), 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('medshelf'::regconfig, "name"), 'A')
  || setweight(to_tsvector('medshelf'::regconfig, "publisher"), 'B')
  || setweight(to_tsvector('medshelf'::regconfig, "description"), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "journals_search_title_idx" ON "journals" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "journals_search_keywords_idx" ON "journals" USING gin ("search_keywords");
--> statement-breakpoint
CREATE INDEX "journals_search_head_idx" ON "journals" USING gin ("search_head");
--> statement-breakpoint
CREATE TRIGGER journals_search_words AFTER INSERT OR UPDATE OF name, publisher, description ON journals
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('name', 'publisher', 'description');
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "title")) STORED;
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_keywords" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('medshelf'::regconfig, "title"), 'A')
  || setweight(to_tsvector('medshelf'::regconfig, search_join("authors")), 'B')) STORED;
--> statement-breakpoint
-- The summary is sanitised HTML: its tags are not words.
ALTER TABLE "feed_items" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('medshelf'::regconfig, "title"), 'A')
  || setweight(to_tsvector('medshelf'::regconfig, search_join("authors")), 'B')
  || setweight(to_tsvector('medshelf'::regconfig, regexp_replace("summary_html", '<[^>]*>', ' ', 'g')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "feed_items_search_title_idx" ON "feed_items" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "feed_items_search_keywords_idx" ON "feed_items" USING gin ("search_keywords");
--> statement-breakpoint
CREATE INDEX "feed_items_search_head_idx" ON "feed_items" USING gin ("search_head");
--> statement-breakpoint
CREATE INDEX "feed_items_kind_newest_idx" ON "feed_items" USING btree ("kind", (coalesce("published_at", "created_at")) DESC, "id");
--> statement-breakpoint
CREATE TRIGGER feed_items_search_words AFTER INSERT OR UPDATE OF title ON feed_items
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('title');
--> statement-breakpoint

-- People -----------------------------------------------------------------------------------
ALTER TABLE "users" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (
  to_tsvector('medshelf'::regconfig, coalesce("username", '') || ' ' || "name")) STORED;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_summary" tsvector
  GENERATED ALWAYS AS (to_tsvector('medshelf'::regconfig, "summary")) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_title_idx" ON "users" USING gin ("search_title")
  WHERE "username" IS NOT NULL AND NOT "disabled";
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops)
  WHERE "username" IS NOT NULL AND NOT "disabled";
--> statement-breakpoint
CREATE INDEX "profiles_search_summary_idx" ON "profiles" USING gin ("search_summary");
--> statement-breakpoint
CREATE TRIGGER users_search_words AFTER INSERT OR UPDATE OF username, name ON users
  FOR EACH ROW EXECUTE FUNCTION search_words_from_row('username', 'name');
--> statement-breakpoint

-- Rebuilding everything: for the rows that exist now, and for data loaded in bulk (the bench).
CREATE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE decks d SET
    search_keywords = k.keywords,
    search_head = k.keywords || setweight(to_tsvector('medshelf', d.description), 'C'),
    search_all = CASE WHEN d.status = 'ready' THEN k.keywords
      || setweight(to_tsvector('medshelf', d.description), 'C') || search_deck_pages(d.id, d.file_version) END
  FROM (SELECT id, search_deck_keywords(title, tags, category_id, sub_category_id) AS keywords FROM decks) k
  WHERE k.id = d.id;
  UPDATE books b SET
    search_keywords = k.keywords,
    search_head = k.keywords || setweight(to_tsvector('medshelf', b.publisher || ' ' || b.description), 'C'),
    search_all = CASE
      WHEN b.status = 'ready' THEN k.keywords || setweight(to_tsvector('medshelf', b.publisher || ' ' || b.description), 'C')
        || search_book_pages(b.id, b.file_version)
      WHEN b.status = 'none' THEN k.keywords || setweight(to_tsvector('medshelf', b.publisher || ' ' || b.description), 'C')
    END
  FROM (SELECT id, search_book_keywords(title, authors, subject_slug, category_id) AS keywords FROM books) k
  WHERE k.id = b.id;
  -- ts_stat gathers the distinct words in C: far quicker than DISTINCT over every word of every page.
  INSERT INTO search_words (word)
  SELECT word FROM ts_stat($q$
    SELECT to_tsvector('medshelf_words', content) FROM (
      SELECT name AS content FROM subjects
      UNION ALL SELECT name FROM categories
      UNION ALL SELECT name FROM sub_categories
      UNION ALL SELECT title || ' ' || array_to_string(tags, ' ') || ' ' || description FROM decks WHERE status = 'ready'
      UNION ALL SELECT p.text FROM deck_pages p JOIN decks d ON d.id = p.deck_id AND d.file_version = p.file_version WHERE d.status = 'ready'
      UNION ALL SELECT title || ' ' || array_to_string(authors, ' ') || ' ' || publisher || ' ' || description FROM books WHERE status IN ('none', 'ready')
      UNION ALL SELECT p.text FROM book_pages p JOIN books b ON b.id = p.book_id AND b.file_version = p.file_version WHERE b.status = 'ready'
      UNION ALL SELECT name || ' ' || publisher || ' ' || description FROM journals
      UNION ALL SELECT title FROM feed_items
      UNION ALL SELECT coalesce(username, '') || ' ' || name FROM users
    ) source
  $q$)
  WHERE word ~ '^[a-z][a-z0-9]{2,29}$'
  ORDER BY word
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
SELECT search_reindex();
