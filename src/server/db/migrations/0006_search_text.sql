DROP INDEX "assessments_business_name_trgm_idx";--> statement-breakpoint
DROP INDEX "assessments_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "assessments_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_business_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_business_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("business_name" || chr(31) || "full_name" || chr(31) || "email")) STORED;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("business_name" || chr(31) || "full_name" || chr(31) || "email")) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("full_name" || chr(31) || "business_name" || chr(31) || "email")) STORED;--> statement-breakpoint
CREATE INDEX "assessments_search_text_trgm_idx" ON "assessments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_search_text_trgm_idx" ON "contact_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);