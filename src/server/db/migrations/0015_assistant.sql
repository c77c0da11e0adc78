CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_key" text NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visitor_messages" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"lead_id" uuid,
	"booking_id" uuid,
	"attribution" jsonb,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_token_days" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_created_at_idx" ON "assistant_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assistant_conversations_visitor_idx" ON "assistant_conversations" USING btree ("visitor_key","created_at");--> statement-breakpoint
CREATE INDEX "assistant_conversations_lead_id_idx" ON "assistant_conversations" USING btree ("lead_id");