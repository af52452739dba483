-- Text search needs unaccent (accent-insensitive matching) and pg_trgm (typo tolerance); both ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
