CREATE TABLE "inbound_mailboxes" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"lease_holder" text,
	"lease_expires_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"message_id" text,
	"lead_id" uuid,
	"outbox_id" uuid,
	"class" text NOT NULL,
	"auto_reply_reason" text,
	"bounce_status" text,
	"bounce_recipient" text,
	"from_address" text,
	"from_name" text,
	"subject" text NOT NULL,
	"preview" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headers_only" boolean DEFAULT false NOT NULL,
	"size" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "undeliverable_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"diagnostic" text,
	"inbound_message_id" uuid,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undeliverable_addresses" ADD CONSTRAINT "undeliverable_addresses_inbound_message_id_inbound_messages_id_fk" FOREIGN KEY ("inbound_message_id") REFERENCES "public"."inbound_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_mailbox_uid_key" ON "inbound_messages" USING btree ("mailbox","uid_validity","uid");--> statement-breakpoint
CREATE INDEX "inbound_messages_lead_id_idx" ON "inbound_messages" USING btree ("lead_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_created_at_idx" ON "inbound_messages" USING btree ("created_at");