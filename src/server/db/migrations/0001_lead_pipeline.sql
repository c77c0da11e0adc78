CREATE TABLE "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"source" text NOT NULL,
	"submission_id" uuid,
	"mode" text NOT NULL,
	"facts" jsonb NOT NULL,
	"analysis" jsonb,
	"degraded" boolean DEFAULT false NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"automation_needs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"business_name" text NOT NULL,
	"phone" text,
	"business_type" text,
	"score" integer NOT NULL,
	"priority" text NOT NULL,
	"score_breakdown" jsonb NOT NULL,
	"scored_by" text DEFAULT 'local' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"notion_page_id" text,
	"make_posted_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"run_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone,
	"job_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'Follow-up' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"due_date" timestamp with time zone,
	"related_lead" text,
	"assigned_to" text,
	"completed" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"notion_page_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_logs" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_runs_created_at_idx" ON "automation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "automation_runs_lead_id_idx" ON "automation_runs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_submissions_lead_id_idx" ON "contact_submissions" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_key" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "leads_unsubscribe_token_key" ON "leads" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_notion_page_id_key" ON "leads" USING btree ("notion_page_id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_lead_id_idx" ON "outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_idempotency_key_key" ON "tasks" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_notion_page_id_key" ON "tasks" USING btree ("notion_page_id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_lead_id_idx" ON "tasks" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_email_idx" ON "assessments" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "assessments_lead_id_idx" ON "assessments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "automation_logs_run_id_idx" ON "automation_logs" USING btree ("run_id");