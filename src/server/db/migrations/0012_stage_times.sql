ALTER TABLE "leads" ADD COLUMN "first_answer_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "call_booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "proposal_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_won_at_idx" ON "leads" USING btree ("won_at") WHERE status = 'Won';--> statement-breakpoint
-- The stage times follow the events (docs/decisions/037): whatever writes an event or sends a
-- first answer (the pipeline, bookings, the back office, inbound mail, a seed script), the lead's
-- row is brought up to date in the same transaction.
CREATE FUNCTION "lead_stage_times_from_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved_to text := CASE WHEN NEW.type = 'status-changed' THEN NEW.data->>'to' END;
BEGIN
  IF NEW.type = 'replied' THEN
    UPDATE leads SET first_reply_at = least(coalesce(first_reply_at, NEW.at), NEW.at) WHERE id = NEW.lead_id;
  ELSIF NEW.type = 'booked' THEN
    UPDATE leads SET call_booked_at = least(coalesce(call_booked_at, NEW.at), NEW.at) WHERE id = NEW.lead_id;
  ELSIF moved_to = 'Proposal Sent' THEN
    UPDATE leads SET proposal_sent_at = least(coalesce(proposal_sent_at, NEW.at), NEW.at) WHERE id = NEW.lead_id;
  ELSIF moved_to = 'Won' THEN
    UPDATE leads SET won_at = greatest(coalesce(won_at, NEW.at), NEW.at) WHERE id = NEW.lead_id;
  ELSIF moved_to = 'Lost' THEN
    UPDATE leads SET lost_at = greatest(coalesce(lost_at, NEW.at), NEW.at) WHERE id = NEW.lead_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_events_stage_times" AFTER INSERT ON "lead_events" FOR EACH ROW EXECUTE FUNCTION "lead_stage_times_from_event"();--> statement-breakpoint
CREATE FUNCTION "lead_first_answer_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET first_answer_sent_at = least(coalesce(first_answer_sent_at, NEW.sent_at), NEW.sent_at) WHERE id = NEW.lead_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_first_answer_sent" AFTER INSERT OR UPDATE OF "sent_at" ON "outbox" FOR EACH ROW
  WHEN (NEW.kind = 'first-answer' AND NEW.sent_at IS NOT NULL AND NEW.lead_id IS NOT NULL) EXECUTE FUNCTION "lead_first_answer_sent"();--> statement-breakpoint
-- What was written before this migration, brought in once.
UPDATE leads l SET first_answer_sent_at = fa.sent_at
FROM (SELECT lead_id, min(sent_at) AS sent_at FROM outbox WHERE kind = 'first-answer' AND sent_at IS NOT NULL GROUP BY lead_id) fa
WHERE fa.lead_id = l.id;--> statement-breakpoint
UPDATE leads l SET first_reply_at = e.first_reply_at, call_booked_at = e.call_booked_at, proposal_sent_at = e.proposal_sent_at, won_at = e.won_at, lost_at = e.lost_at
FROM (
  SELECT lead_id,
         min(at) FILTER (WHERE type = 'replied') AS first_reply_at,
         min(at) FILTER (WHERE type = 'booked') AS call_booked_at,
         min(at) FILTER (WHERE type = 'status-changed' AND data->>'to' = 'Proposal Sent') AS proposal_sent_at,
         max(at) FILTER (WHERE type = 'status-changed' AND data->>'to' = 'Won') AS won_at,
         max(at) FILTER (WHERE type = 'status-changed' AND data->>'to' = 'Lost') AS lost_at
  FROM lead_events GROUP BY lead_id
) e
WHERE e.lead_id = l.id;
