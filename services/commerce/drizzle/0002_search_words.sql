CREATE TABLE "commerce"."search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "commerce"."search_words" USING gin ("word" gin_trgm_ops);