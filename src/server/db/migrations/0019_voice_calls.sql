CREATE TABLE "voice_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_sid" text NOT NULL,
	"from" text NOT NULL,
	"from_e164" text,
	"to" text NOT NULL,
	"lead_id" uuid,
	"in_hours" boolean NOT NULL,
	"dial_status" text,
	"owner_seconds" integer,
	"handled_by" text,
	"missed_at" timestamp with time zone,
	"recording_sid" text,
	"recording_url" text,
	"recording_seconds" integer,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receptionist_started_at" timestamp with time zone,
	"booking_id" uuid,
	"call_status" text,
	"duration_seconds" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_webhook_answers" (
	"call_sid" text NOT NULL,
	"step" text NOT NULL,
	"twiml" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_webhook_answers_call_sid_step_pk" PRIMARY KEY("call_sid","step")
);
--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_calls_call_sid_key" ON "voice_calls" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "voice_calls_lead_id_idx" ON "voice_calls" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_from_idx" ON "voice_calls" USING btree ("from_e164","created_at");