CREATE TABLE "insight_day_changes" (
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
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Decision 054: every lead of a day adds to the same rows of insight_days (the day 'all', its
-- source, industry and band), and a trigger's upsert holds their row locks until its transaction
-- commits, so every submission's transaction waited for the one before it (a lead's insert took
-- 40 ms on average at 200 submissions a second). The triggers now append their changes here,
-- where no two transactions touch the same row; the insights read both tables (insight_totals),
-- and insight_fold_changes() adds the changes to insight_days and deletes them.
CREATE OR REPLACE FUNCTION "insight_add_lead"(l leads, zone text, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_day_changes ("day", "dimension", "key1", "key2", "key3", "leads", "answered", "engaged", "proposal", "booked", "won", "revenue")
  SELECT s.day, s.dimension, s.key1, s.key2, s.key3, sign * s.leads, sign * s.answered, sign * s.engaged, sign * s.proposal, sign * s.booked, sign * s.won, sign * s.revenue
  FROM insight_shares(l, zone) s
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_call_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM insight_settings WHERE id = 1);
BEGIN
  IF zone IS NOT NULL THEN
    INSERT INTO insight_day_changes ("day", "dimension", "booked") VALUES ((NEW.at AT TIME ZONE zone)::date, 'booked-on', 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The changes added to the totals, in one statement; one fold at a time (another instance's fold
-- under way: this one returns 0 at once). Says how many changes it folded.
CREATE FUNCTION "insight_fold_changes"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('bluegrass:insight-fold')) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM insight_day_changes RETURNING *
  ), summed AS (
    SELECT "day", "dimension", "key1", "key2", "key3", count(*)::int AS changes, sum(leads)::int AS leads, sum(answered)::int AS answered,
           sum(engaged)::int AS engaged, sum(proposal)::int AS proposal, sum(booked)::int AS booked, sum(won)::int AS won, sum(revenue)::bigint AS revenue
    FROM moved GROUP BY 1, 2, 3, 4, 5
  ), added AS (
    INSERT INTO insight_days AS d ("day", "dimension", "key1", "key2", "key3", "leads", "answered", "engaged", "proposal", "booked", "won", "revenue")
    SELECT "day", "dimension", "key1", "key2", "key3", leads, answered, engaged, proposal, booked, won, revenue FROM summed
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("day", "dimension", "key1", "key2", "key3") DO UPDATE SET
      leads = d.leads + excluded.leads, answered = d.answered + excluded.answered, engaged = d.engaged + excluded.engaged,
      proposal = d.proposal + excluded.proposal, booked = d.booked + excluded.booked, won = d.won + excluded.won, revenue = d.revenue + excluded.revenue
  )
  -- A data-modifying WITH runs to completion whether or not the query reads it.
  SELECT coalesce(sum(changes), 0)::int INTO folded FROM summed;
  RETURN folded;
END
$$;--> statement-breakpoint
-- Every total again, in `zone`, with no change left to fold.
CREATE OR REPLACE FUNCTION "insight_rebuild"(zone text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_settings (id, time_zone) VALUES (1, zone) ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM insight_day_changes;
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
$$;--> statement-breakpoint
-- What the insights add up: the folded totals and the changes since.
CREATE VIEW "insight_totals" AS SELECT * FROM insight_days UNION ALL SELECT * FROM insight_day_changes;
