ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" drop column "search_text";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("full_name", '') || chr(31) || coalesce("business_name", '') || chr(31) || coalesce("email", ''))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_phone_only_key" ON "leads" USING btree ("phone_e164") WHERE email is null;--> statement-breakpoint
-- Dropping the column dropped its trigram index (migration 0006): made again over the new column.
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
