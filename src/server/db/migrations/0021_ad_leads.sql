CREATE TABLE "ad_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"delivery" jsonb NOT NULL,
	"lead" jsonb,
	"lead_id" uuid,
	"submission_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_leads" ADD CONSTRAINT "ad_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_leads_platform_external_id_key" ON "ad_leads" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "ad_leads_lead_id_idx" ON "ad_leads" USING btree ("lead_id");