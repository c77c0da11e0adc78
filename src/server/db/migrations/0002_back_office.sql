CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'Website' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "estimated_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_failures_ip_attempted_at_idx" ON "login_failures" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "login_failures_attempted_at_idx" ON "login_failures" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_absolute_expires_at_idx" ON "operator_sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");