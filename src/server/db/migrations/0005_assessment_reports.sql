CREATE TABLE "assessment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"run_id" uuid,
	"token" text NOT NULL,
	"generated_by" text,
	"analysis" jsonb,
	"strategy" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"analysis_job_id" text,
	"strategy_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_reports_assessment_id_key" ON "assessment_reports" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_reports_token_key" ON "assessment_reports" USING btree ("token");--> statement-breakpoint
CREATE INDEX "assessment_reports_lead_id_idx" ON "assessment_reports" USING btree ("lead_id");