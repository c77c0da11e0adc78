CREATE TABLE "research_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"address" text,
	"website" text,
	"employees" text DEFAULT '' NOT NULL,
	"pain_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opportunities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"potential_savings" integer DEFAULT 0 NOT NULL,
	"contact_person" text,
	"contact_email" text,
	"contact_phone" text,
	"research_notes" text DEFAULT '' NOT NULL,
	"solution" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"research_source" text DEFAULT 'Manual Entry' NOT NULL,
	"status" text DEFAULT 'Research Complete' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"analysed_by" text,
	"source_key" text,
	"website_key" text,
	"name_address_key" text,
	"run_id" uuid,
	"lead_id" uuid,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("name" || chr(31) || "industry" || chr(31) || "location")) STORED
);
--> statement-breakpoint
CREATE TABLE "research_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"industry" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" text,
	"found" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "research_companies" ADD CONSTRAINT "research_companies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_companies_source_key_key" ON "research_companies" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "research_companies_website_key_idx" ON "research_companies" USING btree ("website_key");--> statement-breakpoint
CREATE INDEX "research_companies_name_address_key_idx" ON "research_companies" USING btree ("name_address_key");--> statement-breakpoint
CREATE INDEX "research_companies_created_at_idx" ON "research_companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "research_companies_search_text_trgm_idx" ON "research_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_runs_created_at_idx" ON "research_runs" USING btree ("created_at");