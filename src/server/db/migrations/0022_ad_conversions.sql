CREATE TABLE "ad_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_feed_reads" (
	"feed" text PRIMARY KEY NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"reads" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_conversions" ADD CONSTRAINT "ad_conversions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_conversions_platform_event_id_key" ON "ad_conversions" USING btree ("platform","event_id");--> statement-breakpoint
CREATE INDEX "ad_conversions_lead_id_idx" ON "ad_conversions" USING btree ("lead_id");