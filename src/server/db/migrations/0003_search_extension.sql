-- Trigram indexes make the back office's substring search (business, name, e-mail) fast on
-- 100,000 rows; pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
