-- Search in every script (hand-written like 0006_search): text is split into words by rules of
-- our own (search_prepare, the same as words.ts) before PostgreSQL's parser sees it, because the
-- parser's idea of a letter follows the database's locale: under the C locale every character
-- beyond ASCII is a letter (so "हृदय।" and "心臓病の治療" are one word each), under others some
-- marks split words. Words of every script are kept, with their marks; Latin words are still
-- unaccented and stemmed; Han and kana are indexed a character a word; punctuation splits
-- ("Tecnick.com" is "tecnick" and "com"). Every search column and trigger is rebuilt with it.
DO $$
BEGIN
  IF current_setting('server_encoding') <> 'UTF8' THEN
    RAISE EXCEPTION 'MedShelf needs a UTF8 database (this one is %): create it with ENCODING ''UTF8''',
      current_setting('server_encoding');
  END IF;
END $$;
--> statement-breakpoint
-- Lower case for every script. lower() follows the database's locale, which under C knows ASCII
-- only; a collation that knows Unicode is picked instead when there is one (ICU's, C.utf8).
DO $$
DECLARE
  candidate text;
  chosen text := 'lower(t)';
BEGIN
  IF lower('ÄЖΩ') <> 'äжω' THEN
    FOR candidate IN SELECT collname FROM pg_collation
      WHERE collname IN ('und-x-icu', 'pg_c_utf8', 'C.utf8', 'C.UTF-8', 'en_US.utf8', 'en_US.UTF-8')
        AND collencoding IN (-1, pg_char_to_encoding('UTF8'))
      ORDER BY array_position(ARRAY['und-x-icu', 'pg_c_utf8', 'C.utf8', 'C.UTF-8', 'en_US.utf8', 'en_US.UTF-8'], collname::text)
    LOOP
      EXECUTE format('SELECT CASE WHEN lower(%L COLLATE %I) = %L THEN %L END', 'ÄЖΩ', candidate, 'äжω',
        format('lower(t COLLATE %I)', candidate)) INTO chosen;
      EXIT WHEN chosen IS NOT NULL;
    END LOOP;
    IF chosen IS NULL THEN
      RAISE NOTICE 'no collation here lower-cases beyond ASCII: search is case-sensitive for Cyrillic, Greek and the like';
      chosen := 'lower(t)';
    END IF;
  END IF;
  EXECUTE format('CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
    'SELECT ' || chosen);
END $$;
--> statement-breakpoint
-- The classes are words.ts's (word-classes.ts): format characters go, separators (anything but
-- letters, marks and digits) and the marks after them become a space, Han and kana are spaced.
CREATE FUNCTION search_prepare(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_fold(regexp_replace(regexp_replace(regexp_replace(normalize(t, NFC),
    '[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001-\U000e007f]+', '', 'g'),
    '(^|[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a9\u00ab-\u00ac\u00ae-\u00b4\u00b6-\u00b9\u00bb-\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u02e5-\u02eb\u02ed\u02ef-\u02ff\u0375\u037e\u0384-\u0385\u0387\u03f6\u0482\u055a-\u055f\u0589-\u058f\u05be\u05c0\u05c3\u05c6\u05f3-\u05f4\u0606-\u060f\u061b\u061d-\u061f\u066a-\u066d\u06d4\u06de\u06e9\u06fd-\u06fe\u0700-\u070d\u07f6-\u07f9\u07fe-\u07ff\u0830-\u083e\u085e\u0888\u0964-\u0965\u0970\u09f2-\u09fb\u09fd\u0a76\u0af0-\u0af1\u0b70\u0b72-\u0b77\u0bf0-\u0bfa\u0c77-\u0c7f\u0c84\u0d4f\u0d58-\u0d5e\u0d70-\u0d79\u0df4\u0e3f\u0e4f\u0e5a-\u0e5b\u0f01-\u0f17\u0f1a-\u0f1f\u0f2a-\u0f34\u0f36\u0f38\u0f3a-\u0f3d\u0f85\u0fbe-\u0fc5\u0fc7-\u0fda\u104a-\u104f\u109e-\u109f\u10fb\u1360-\u137c\u1390-\u1399\u1400\u166d-\u166e\u1680\u169b-\u169c\u16eb-\u16ed\u1735-\u1736\u17d4-\u17d6\u17d8-\u17db\u17f0-\u180a\u1940-\u1945\u19da-\u19ff\u1a1e-\u1a1f\u1aa0-\u1aa6\u1aa8-\u1aad\u1b4e-\u1b4f\u1b5a-\u1b6a\u1b74-\u1b7f\u1bfc-\u1bff\u1c3b-\u1c3f\u1c7e-\u1c7f\u1cc0-\u1cc7\u1cd3\u1fbd\u1fbf-\u1fc1\u1fcd-\u1fcf\u1fdd-\u1fdf\u1fed-\u1fef\u1ffd-\u200a\u2010-\u2029\u202f-\u205f\u2070\u2074-\u207e\u2080-\u208e\u20a0-\u20c1\u2100-\u2101\u2103-\u2106\u2108-\u2109\u2114\u2116-\u2118\u211e-\u2123\u2125\u2127\u2129\u212e\u213a-\u213b\u2140-\u2144\u214a-\u214d\u214f-\u215f\u2189-\u2bff\u2ce5-\u2cea\u2cf9-\u2cff\u2d70\u2e00-\u2e2e\u2e30-\u3004\u3008-\u3020\u3030\u3036-\u3037\u303d-\u303f\u309b-\u309c\u30a0\u30fb\u3190-\u319f\u31c0-\u31ef\u3200-\u33ff\u4dc0-\u4dff\ua490-\ua4c6\ua4fe-\ua4ff\ua60d-\ua60f\ua673\ua67e\ua6f2-\ua716\ua720-\ua721\ua789-\ua78a\ua828-\ua82b\ua830-\ua839\ua874-\ua877\ua8ce-\ua8cf\ua8f8-\ua8fa\ua8fc\ua92e-\ua92f\ua95f\ua9c1-\ua9cd\ua9de-\ua9df\uaa5c-\uaa5f\uaa77-\uaa79\uaade-\uaadf\uaaf0-\uaaf1\uab5b\uab6a-\uab6b\uabeb\ue000-\uf8ff\ufb29\ufbb2-\ufbd2\ufd3e-\ufd4f\ufd90-\ufd91\ufdc8-\ufdcf\ufdfc-\ufdff\ufe10-\ufe19\ufe30-\ufe6b\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\uffe0-\uffee\ufffc-\ufffd\U00010100-\U0001013f\U00010175-\U000101fc\U000102e1-\U000102fb\U00010320-\U00010323\U0001039f\U000103d0\U0001056f\U00010857-\U0001085f\U00010877-\U0001087f\U000108a7-\U000108af\U000108fb-\U000108ff\U00010916-\U0001091f\U0001093f\U000109bc-\U000109bd\U000109c0-\U000109ff\U00010a40-\U00010a58\U00010a7d-\U00010a7f\U00010a9d-\U00010a9f\U00010ac8\U00010aeb-\U00010af6\U00010b39-\U00010b3f\U00010b58-\U00010b5f\U00010b78-\U00010b7f\U00010b99-\U00010baf\U00010cfa-\U00010cff\U00010d6e\U00010d8e-\U00010e7e\U00010ead\U00010ed0-\U00010ed8\U00010f1d-\U00010f26\U00010f51-\U00010f59\U00010f86-\U00010f89\U00010fc5-\U00010fcb\U00011047-\U00011065\U000110bb-\U000110bc\U000110be-\U000110c1\U00011140-\U00011143\U00011174-\U00011175\U000111c5-\U000111c8\U000111cd\U000111db\U000111dd-\U000111f4\U00011238-\U0001123d\U000112a9\U000113d4-\U000113d8\U0001144b-\U0001144f\U0001145a-\U0001145d\U000114c6\U000115c1-\U000115d7\U00011641-\U00011643\U00011660-\U0001166c\U000116b9\U0001173a-\U0001173f\U0001183b\U000118ea-\U000118f2\U00011944-\U00011946\U000119e2\U00011a3f-\U00011a46\U00011a9a-\U00011a9c\U00011a9e-\U00011aa2\U00011b00-\U00011b09\U00011be1\U00011c41-\U00011c45\U00011c5a-\U00011c71\U00011ef7-\U00011ef8\U00011f43-\U00011f4f\U00011fc0-\U00011fff\U00012470-\U00012474\U00012ff1-\U00012ff2\U00016a6e-\U00016a6f\U00016af5\U00016b37-\U00016b3f\U00016b44-\U00016b45\U00016b5b-\U00016b61\U00016d6d-\U00016d6f\U00016e80-\U00016e9a\U00016fe2\U0001bc9c\U0001bc9f\U0001cc00-\U0001ccef\U0001ccfa-\U0001cef0\U0001cf50-\U0001d164\U0001d16a-\U0001d16c\U0001d183-\U0001d184\U0001d18c-\U0001d1a9\U0001d1ae-\U0001d241\U0001d245-\U0001d378\U0001d6c1\U0001d6db\U0001d6fb\U0001d715\U0001d735\U0001d74f\U0001d76f\U0001d789\U0001d7a9\U0001d7c3\U0001d800-\U0001d9ff\U0001da37-\U0001da3a\U0001da6d-\U0001da74\U0001da76-\U0001da83\U0001da85-\U0001da8b\U0001e14f\U0001e2ff\U0001e5ff\U0001e8c7-\U0001e8cf\U0001e95e-\U0001ed3d\U0001eef0-\U0001fbef\U0001fbfa\U000f0000-\U0010fffd]+)[\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1-\u05c2\u05c4-\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7-\u06e8\u06ea-\u06ed\u0711\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3\u07fd\u0816-\u0819\u081b-\u0823\u0825-\u0827\u0829-\u082d\u0859-\u085b\u0897-\u089f\u08ca-\u08e1\u08e3-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09bc\u09be-\u09cd\u09d7\u09e2-\u09e3\u09fe-\u0a03\u0a3c-\u0a51\u0a70-\u0a71\u0a75\u0a81-\u0a83\u0abc\u0abe-\u0acd\u0ae2-\u0ae3\u0afa-\u0b03\u0b3c\u0b3e-\u0b57\u0b62-\u0b63\u0b82\u0bbe-\u0bcd\u0bd7\u0c00-\u0c04\u0c3c\u0c3e-\u0c56\u0c62-\u0c63\u0c81-\u0c83\u0cbc\u0cbe-\u0cd6\u0ce2-\u0ce3\u0cf3-\u0d03\u0d3b-\u0d3c\u0d3e-\u0d4d\u0d57\u0d62-\u0d63\u0d81-\u0d83\u0dca-\u0ddf\u0df2-\u0df3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ece\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f3f\u0f71-\u0f84\u0f86-\u0f87\u0f8d-\u0fbc\u0fc6\u102b-\u103e\u1056-\u1059\u105e-\u1060\u1062-\u1064\u1067-\u106d\u1071-\u1074\u1082-\u108d\u108f\u109a-\u109d\u135d-\u135f\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17b4-\u17d3\u17dd\u180b-\u180d\u180f\u1885-\u1886\u18a9\u1920-\u193b\u1a17-\u1a1b\u1a55-\u1a7f\u1ab0-\u1b04\u1b34-\u1b44\u1b6b-\u1b73\u1b80-\u1b82\u1ba1-\u1bad\u1be6-\u1bf3\u1c24-\u1c37\u1cd0-\u1cd2\u1cd4-\u1ce8\u1ced\u1cf4\u1cf7-\u1cf9\u1dc0-\u1dff\u20d0-\u20f0\u2cef-\u2cf1\u2d7f\u2de0-\u2dff\u302a-\u302f\u3099-\u309a\ua66f-\ua672\ua674-\ua67d\ua69e-\ua69f\ua6f0-\ua6f1\ua802\ua806\ua80b\ua823-\ua827\ua82c\ua880-\ua881\ua8b4-\ua8c5\ua8e0-\ua8f1\ua8ff\ua926-\ua92d\ua947-\ua953\ua980-\ua983\ua9b3-\ua9c0\ua9e5\uaa29-\uaa36\uaa43\uaa4c-\uaa4d\uaa7b-\uaa7d\uaab0\uaab2-\uaab4\uaab7-\uaab8\uaabe-\uaabf\uaac1\uaaeb-\uaaef\uaaf5-\uaaf6\uabe3-\uabea\uabec-\uabed\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f\U000101fd\U000102e0\U00010376-\U0001037a\U00010a01-\U00010a0f\U00010a38-\U00010a3f\U00010ae5-\U00010ae6\U00010d24-\U00010d27\U00010d69-\U00010d6d\U00010eab-\U00010eac\U00010efa-\U00010eff\U00010f46-\U00010f50\U00010f82-\U00010f85\U00011000-\U00011002\U00011038-\U00011046\U00011070\U00011073-\U00011074\U0001107f-\U00011082\U000110b0-\U000110ba\U000110c2\U00011100-\U00011102\U00011127-\U00011134\U00011145-\U00011146\U00011173\U00011180-\U00011182\U000111b3-\U000111c0\U000111c9-\U000111cc\U000111ce-\U000111cf\U0001122c-\U00011237\U0001123e\U00011241\U000112df-\U000112ea\U00011300-\U00011303\U0001133b-\U0001133c\U0001133e-\U0001134d\U00011357\U00011362-\U00011374\U000113b8-\U000113d0\U000113d2\U000113e1-\U000113e2\U00011435-\U00011446\U0001145e\U000114b0-\U000114c3\U000115af-\U000115c0\U000115dc-\U000115dd\U00011630-\U00011640\U000116ab-\U000116b7\U0001171d-\U0001172b\U0001182c-\U0001183a\U00011930-\U0001193e\U00011940\U00011942-\U00011943\U000119d1-\U000119e0\U000119e4\U00011a01-\U00011a0a\U00011a33-\U00011a39\U00011a3b-\U00011a3e\U00011a47\U00011a51-\U00011a5b\U00011a8a-\U00011a99\U00011b60-\U00011b67\U00011c2f-\U00011c3f\U00011c92-\U00011cb6\U00011d31-\U00011d45\U00011d47\U00011d8a-\U00011d97\U00011ef3-\U00011ef6\U00011f00-\U00011f01\U00011f03\U00011f34-\U00011f42\U00011f5a\U00013440\U00013447-\U00013455\U0001611e-\U0001612f\U00016af0-\U00016af4\U00016b30-\U00016b36\U00016f4f\U00016f51-\U00016f92\U00016fe4-\U00016ff1\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf46\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182\U0001d185-\U0001d18b\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84\U0001da9b-\U0001daaf\U0001e000-\U0001e02a\U0001e08f\U0001e130-\U0001e136\U0001e2ae\U0001e2ec-\U0001e2ef\U0001e4ec-\U0001e4ef\U0001e5ee-\U0001e5ef\U0001e6e3\U0001e6e6\U0001e6ee-\U0001e6ef\U0001e6f5\U0001e8d0-\U0001e8d6\U0001e944-\U0001e94a\U000e0100-\U000e01ef]*', ' ', 'g'),
    '[\u3005-\u3007\u3021-\u3029\u3031-\u3035\u3038-\u303c\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufad9\uff66-\uff9f\U00016fe3\U00016ff2-\U00016ff6\U0001aff0-\U0001b167\U00020000-\U00033479]', ' \& ', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION search_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('medshelf'::regconfig, search_prepare(t))
$$;
--> statement-breakpoint
CREATE FUNCTION search_vocabulary_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('medshelf_words'::regconfig, search_prepare(t))
$$;
--> statement-breakpoint
-- What the vocabulary keeps: words of 3 to 30 characters that do not start with a digit.
CREATE FUNCTION search_is_word(lexeme text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT char_length(lexeme) BETWEEN 3 AND 30 AND lexeme !~ '^[0-9]'
$$;
--> statement-breakpoint
-- pg_trgm keeps the letters and digits its locale knows (under C, ASCII only): each character
-- beyond ASCII becomes two ASCII ones, from its code point, so trigrams work for every script.
CREATE FUNCTION search_word_key(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN word !~ '[^\u0001-\u007f]' THEN word ELSE (
    SELECT string_agg(CASE WHEN ascii(c) < 128 THEN c ELSE
      substr('0123456789abcdefghijklmnopqrstuvwxyz', ascii(c) % 1296 / 36 + 1, 1)
      || substr('0123456789abcdefghijklmnopqrstuvwxyz', ascii(c) % 36 + 1, 1) END, '' ORDER BY n)
    FROM regexp_split_to_table(word, '') WITH ORDINALITY AS chars(c, n)) END
$$;
--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "key" text GENERATED ALWAYS AS (search_word_key(word)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "search_words_key_trgm_idx" ON "search_words" USING gin ("key" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_add_words(content text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(search_vocabulary_vector(coalesce(content, '')))
  WHERE search_is_word(lexeme)
  ORDER BY lexeme
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint

-- Decks ------------------------------------------------------------------------------------
-- Dropping a generated column drops its index; adding it back computes it for every row.
ALTER TABLE "deck_pages" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "deck_pages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_vector("text")) STORED;
--> statement-breakpoint
ALTER TABLE "decks" DROP COLUMN "search_title";
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (search_vector("title")) STORED;
--> statement-breakpoint
CREATE INDEX "decks_search_title_idx" ON "decks" USING gin ("search_title") WHERE "status" = 'ready';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_deck_keywords(title text, tags text[], category_id integer, sub_category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(search_vector(title), 'A')
    || setweight(search_vector(array_to_string(tags, ' ') || ' ' || coalesce((
         SELECT c.name || ' ' || s.name FROM categories c, sub_categories s
         WHERE c.id = category_id AND s.id = sub_category_id), '')), 'B')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_add_deck_page_words(deck text, version integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM deck_pages p, unnest(search_vocabulary_vector(p.text)) w
  WHERE p.deck_id = deck AND p.file_version = version AND search_is_word(w.lexeme)
  ORDER BY 1
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION decks_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keywords := search_deck_keywords(NEW.title, NEW.tags, NEW.category_id, NEW.sub_category_id);
  NEW.search_head := NEW.search_keywords || setweight(search_vector(NEW.description), 'C');
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

-- Books ------------------------------------------------------------------------------------
ALTER TABLE "book_pages" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "book_pages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_vector("text")) STORED;
--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_title";
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (search_vector("title")) STORED;
--> statement-breakpoint
CREATE INDEX "books_search_title_idx" ON "books" USING gin ("search_title") WHERE "status" IN ('none', 'ready');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_book_keywords(title text, authors text[], subject text, category_id integer)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(search_vector(title), 'A')
    || setweight(search_vector(array_to_string(authors, ' ') || ' '
         || coalesce((SELECT name FROM categories WHERE id = category_id), '') || ' '
         || coalesce((SELECT name FROM subjects WHERE slug = subject), '')), 'B')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_add_book_page_words(book text, version integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM book_pages p, unnest(search_vocabulary_vector(p.text)) w
  WHERE p.book_id = book AND p.file_version = version AND search_is_word(w.lexeme)
  ORDER BY 1
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION books_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keywords := search_book_keywords(NEW.title, NEW.authors, NEW.subject_slug, NEW.category_id);
  NEW.search_head := NEW.search_keywords || setweight(search_vector(NEW.publisher || ' ' || NEW.description), 'C');
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

-- Journals, articles and news ----------------------------------------------------------------
ALTER TABLE "journals" DROP COLUMN "search_title", DROP COLUMN "search_keywords", DROP COLUMN "search_head";
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (search_vector("name")) STORED;
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_keywords" tsvector GENERATED ALWAYS AS (
  setweight(search_vector("name"), 'A') || setweight(search_vector("publisher"), 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  setweight(search_vector("name"), 'A') || setweight(search_vector("publisher"), 'B')
  || setweight(search_vector("description"), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "journals_search_title_idx" ON "journals" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "journals_search_keywords_idx" ON "journals" USING gin ("search_keywords");
--> statement-breakpoint
CREATE INDEX "journals_search_head_idx" ON "journals" USING gin ("search_head");
--> statement-breakpoint
ALTER TABLE "feed_items" DROP COLUMN "search_title", DROP COLUMN "search_keywords", DROP COLUMN "search_head";
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (search_vector("title")) STORED;
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_keywords" tsvector GENERATED ALWAYS AS (
  setweight(search_vector("title"), 'A') || setweight(search_vector(search_join("authors")), 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_head" tsvector GENERATED ALWAYS AS (
  setweight(search_vector("title"), 'A') || setweight(search_vector(search_join("authors")), 'B')
  || setweight(search_vector(regexp_replace("summary_html", '<[^>]*>', ' ', 'g')), 'C')) STORED;
--> statement-breakpoint
CREATE INDEX "feed_items_search_title_idx" ON "feed_items" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "feed_items_search_keywords_idx" ON "feed_items" USING gin ("search_keywords");
--> statement-breakpoint
CREATE INDEX "feed_items_search_head_idx" ON "feed_items" USING gin ("search_head");
--> statement-breakpoint

-- People -----------------------------------------------------------------------------------
ALTER TABLE "users" DROP COLUMN "search_title";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_title" tsvector GENERATED ALWAYS AS (
  search_vector(coalesce("username", '') || ' ' || "name")) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_title_idx" ON "users" USING gin ("search_title")
  WHERE "username" IS NOT NULL AND NOT "disabled";
--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "search_summary";
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_summary" tsvector GENERATED ALWAYS AS (search_vector("summary")) STORED;
--> statement-breakpoint
CREATE INDEX "profiles_search_summary_idx" ON "profiles" USING gin ("search_summary");
--> statement-breakpoint

-- Rebuilding everything: for the rows that exist now, and for data loaded in bulk (the bench).
CREATE OR REPLACE FUNCTION search_reindex() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE decks d SET
    search_keywords = k.keywords,
    search_head = k.keywords || setweight(search_vector(d.description), 'C'),
    search_all = CASE WHEN d.status = 'ready' THEN k.keywords
      || setweight(search_vector(d.description), 'C') || search_deck_pages(d.id, d.file_version) END
  FROM (SELECT id, search_deck_keywords(title, tags, category_id, sub_category_id) AS keywords FROM decks) k
  WHERE k.id = d.id;
  UPDATE books b SET
    search_keywords = k.keywords,
    search_head = k.keywords || setweight(search_vector(b.publisher || ' ' || b.description), 'C'),
    search_all = CASE
      WHEN b.status = 'ready' THEN k.keywords || setweight(search_vector(b.publisher || ' ' || b.description), 'C')
        || search_book_pages(b.id, b.file_version)
      WHEN b.status = 'none' THEN k.keywords || setweight(search_vector(b.publisher || ' ' || b.description), 'C')
    END
  FROM (SELECT id, search_book_keywords(title, authors, subject_slug, category_id) AS keywords FROM books) k
  WHERE k.id = b.id;
  -- ts_stat gathers the distinct words in C: far quicker than DISTINCT over every word of every page.
  INSERT INTO search_words (word)
  SELECT word FROM ts_stat($q$
    SELECT search_vocabulary_vector(content) FROM (
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
  WHERE search_is_word(word)
  ORDER BY word
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
SELECT search_reindex();
