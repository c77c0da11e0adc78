CREATE INDEX "assessments_business_name_trgm_idx" ON "assessments" USING gin (lower("business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessments_full_name_trgm_idx" ON "assessments" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assessments_email_trgm_idx" ON "assessments" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_business_name_trgm_idx" ON "contact_submissions" USING gin (lower("business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_full_name_trgm_idx" ON "contact_submissions" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_full_name_trgm_idx" ON "leads" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_business_name_trgm_idx" ON "leads" USING gin (lower("business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin (lower("email") gin_trgm_ops);