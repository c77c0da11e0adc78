CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"business_type" text NOT NULL,
	"primary_pain_point" text NOT NULL,
	"monthly_revenue" text NOT NULL,
	"current_marketing" text NOT NULL,
	"biggest_goal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"lead_name" text,
	"business_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assessments_created_at_idx" ON "assessments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "automation_logs_created_at_idx" ON "automation_logs" USING btree ("created_at");