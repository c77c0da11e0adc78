CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" text NOT NULL,
	"provider_sid" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"keyword" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out" boolean NOT NULL,
	"message_sid" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_sid_key" ON "sms_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "sms_messages_from_idx" ON "sms_messages" USING btree ("from","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_e164_idx" ON "leads" USING btree ("phone_e164");--> statement-breakpoint
-- The E.164 form of the phones already stored, for matching texts to their leads. New rows get it
-- from libphonenumber-js (domain/sms/phone.ts); here, the common forms: ten North American digits
-- (with or without the leading 1), or a number written with its + and country code.
UPDATE "leads" SET "phone_e164" = CASE
  WHEN "phone" !~ '^\s*\+' AND regexp_replace("phone", '\D', '', 'g') ~ '^1?[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+1' || right(regexp_replace("phone", '\D', '', 'g'), 10)
  WHEN "phone" ~ '^\s*\+[0-9 ().-]+$' AND regexp_replace("phone", '\D', '', 'g') ~ '^[1-9][0-9]{6,14}$' THEN '+' || regexp_replace("phone", '\D', '', 'g')
END WHERE "phone" IS NOT NULL;
