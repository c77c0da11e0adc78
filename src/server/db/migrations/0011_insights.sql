ALTER TABLE "assessments" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deal_value" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel_campaign" text;--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_first_answer_idx" ON "outbox" USING btree ("lead_id","sent_at") WHERE kind = 'first-answer';