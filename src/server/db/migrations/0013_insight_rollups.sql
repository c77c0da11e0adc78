CREATE TABLE "insight_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key1" text DEFAULT '' NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"key3" text DEFAULT '' NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"engaged" integer DEFAULT 0 NOT NULL,
	"proposal" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_days_day_dimension_key1_key2_key3_pk" PRIMARY KEY("day","dimension","key1","key2","key3")
);
--> statement-breakpoint
CREATE TABLE "insight_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_answer_times" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seconds" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_answer_times" ADD CONSTRAINT "lead_answer_times_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_answer_times_created_at_idx" ON "lead_answer_times" USING btree ("created_at");--> statement-breakpoint
-- A lead's share of the running totals (schema.ts insightDays; docs/decisions/037): one row for
-- the day it was made in `zone`, whole and by each group, with how far it has got, and one for
-- the day it was won (while it is). The one definition, used by the trigger and by the rebuild.
CREATE FUNCTION "insight_shares"(l leads, zone text)
RETURNS TABLE ("day" date, "dimension" text, "key1" text, "key2" text, "key3" text, "leads" integer, "answered" integer, "engaged" integer, "proposal" integer, "booked" integer, "won" integer, "revenue" bigint)
LANGUAGE sql STABLE AS $$
  SELECT k.*
  FROM (
    SELECT (l.created_at AT TIME ZONE zone)::date AS made,
           (l.first_answer_sent_at IS NOT NULL AND l.first_answer_sent_at <= l.created_at + interval '60 seconds')::int AS answered,
           (l.first_reply_at IS NOT NULL OR l.call_booked_at IS NOT NULL)::int AS engaged,
           (l.proposal_sent_at IS NOT NULL OR (l.status = 'Won' AND l.won_at IS NOT NULL))::int AS proposal,
           (l.call_booked_at IS NOT NULL)::int AS booked,
           (l.status = 'Won' AND l.won_at IS NOT NULL)::int AS won,
           CASE WHEN l.status = 'Won' AND l.won_at IS NOT NULL THEN coalesce(l.deal_value, l.estimated_value) ELSE 0 END::bigint AS revenue
  ) f
  CROSS JOIN LATERAL (VALUES
    (f.made, 'all', '', '', '', 1, f.answered, f.engaged, f.proposal, f.booked, f.won, f.revenue),
    (f.made, 'source', coalesce(l.channel_source, '(direct)'), coalesce(l.channel_medium, '(none)'), coalesce(l.channel_campaign, '(not set)'), 1, f.answered, f.engaged, f.proposal, f.booked, f.won, f.revenue),
    (f.made, 'industry', coalesce(l.business_type, '(unknown)'), '', '', 1, f.answered, f.engaged, f.proposal, f.booked, f.won, f.revenue),
    (f.made, 'band', CASE WHEN l.score >= 80 THEN 'high' WHEN l.score >= 50 THEN 'medium' ELSE 'low' END, '', '', 1, f.answered, f.engaged, f.proposal, f.booked, f.won, f.revenue),
    ((l.won_at AT TIME ZONE zone)::date, 'won-on', '', '', '', 0, 0, 0, 0, 0, f.won, f.revenue)
  ) AS k("day", "dimension", "key1", "key2", "key3", "leads", "answered", "engaged", "proposal", "booked", "won", "revenue")
  WHERE NOT l.is_sample AND (k.dimension <> 'won-on' OR f.won = 1)
$$;--> statement-breakpoint
CREATE FUNCTION "insight_add_lead"(l leads, zone text, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_days AS d ("day", "dimension", "key1", "key2", "key3", "leads", "answered", "engaged", "proposal", "booked", "won", "revenue")
  SELECT s.day, s.dimension, s.key1, s.key2, s.key3, sign * s.leads, sign * s.answered, sign * s.engaged, sign * s.proposal, sign * s.booked, sign * s.won, sign * s.revenue
  FROM insight_shares(l, zone) s
  ON CONFLICT ("day", "dimension", "key1", "key2", "key3") DO UPDATE SET
    leads = d.leads + excluded.leads, answered = d.answered + excluded.answered, engaged = d.engaged + excluded.engaged,
    proposal = d.proposal + excluded.proposal, booked = d.booked + excluded.booked, won = d.won + excluded.won, revenue = d.revenue + excluded.revenue
$$;--> statement-breakpoint
-- A lead made, changed or removed: its old share taken away, its new one added (nothing when no
-- figure of it changed); its seconds to the first answer kept beside it.
CREATE FUNCTION "insight_lead_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM insight_settings WHERE id = 1);
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.created_at, OLD.is_sample, OLD.status, OLD.score, OLD.business_type, OLD.channel_source, OLD.channel_medium,
      OLD.channel_campaign, OLD.deal_value, OLD.estimated_value, OLD.first_answer_sent_at, OLD.first_reply_at, OLD.call_booked_at,
      OLD.proposal_sent_at, OLD.won_at)
    IS NOT DISTINCT FROM (NEW.created_at, NEW.is_sample, NEW.status, NEW.score, NEW.business_type, NEW.channel_source, NEW.channel_medium,
      NEW.channel_campaign, NEW.deal_value, NEW.estimated_value, NEW.first_answer_sent_at, NEW.first_reply_at, NEW.call_booked_at,
      NEW.proposal_sent_at, NEW.won_at) THEN
    RETURN NULL;
  END IF;
  IF zone IS NOT NULL THEN
    IF TG_OP <> 'INSERT' THEN PERFORM insight_add_lead(OLD, zone, -1); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM insight_add_lead(NEW, zone, 1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.first_answer_sent_at IS NOT NULL AND NOT NEW.is_sample THEN
      INSERT INTO lead_answer_times (lead_id, created_at, seconds) VALUES (NEW.id, NEW.created_at, extract(epoch FROM NEW.first_answer_sent_at - NEW.created_at))
      ON CONFLICT (lead_id) DO UPDATE SET created_at = excluded.created_at, seconds = excluded.seconds;
    ELSE
      DELETE FROM lead_answer_times WHERE lead_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_insights" AFTER INSERT OR UPDATE OR DELETE ON "leads" FOR EACH ROW EXECUTE FUNCTION "insight_lead_changed"();--> statement-breakpoint
-- A call booked, counted on the day it was booked (every lead's, as the insights always have).
CREATE FUNCTION "insight_call_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM insight_settings WHERE id = 1);
BEGIN
  IF zone IS NOT NULL THEN
    INSERT INTO insight_days AS d ("day", "dimension", "booked") VALUES ((NEW.at AT TIME ZONE zone)::date, 'booked-on', 1)
    ON CONFLICT ("day", "dimension", "key1", "key2", "key3") DO UPDATE SET booked = d.booked + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_events_insights" AFTER INSERT ON "lead_events" FOR EACH ROW WHEN (NEW.type = 'booked') EXECUTE FUNCTION "insight_call_booked"();--> statement-breakpoint
-- Every total again, in `zone`: at the first start, and when the owner's time zone changes.
CREATE FUNCTION "insight_rebuild"(zone text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_settings (id, time_zone) VALUES (1, zone) ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM insight_days;
  INSERT INTO insight_days ("day", "dimension", "key1", "key2", "key3", "leads", "answered", "engaged", "proposal", "booked", "won", "revenue")
  SELECT s.day, s.dimension, s.key1, s.key2, s.key3, sum(s.leads), sum(s.answered), sum(s.engaged), sum(s.proposal), sum(s.booked), sum(s.won), sum(s.revenue)
  FROM leads l CROSS JOIN LATERAL insight_shares(l, zone) s
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO insight_days AS d ("day", "dimension", "booked")
  SELECT (at AT TIME ZONE zone)::date, 'booked-on', count(*) FROM lead_events WHERE type = 'booked' GROUP BY 1
  ON CONFLICT ("day", "dimension", "key1", "key2", "key3") DO UPDATE SET booked = d.booked + excluded.booked;
  DELETE FROM lead_answer_times;
  INSERT INTO lead_answer_times (lead_id, created_at, seconds)
  SELECT id, created_at, extract(epoch FROM first_answer_sent_at - created_at) FROM leads WHERE first_answer_sent_at IS NOT NULL AND NOT is_sample;
$$;
