-- Decision 061: a form's lead is counted against its client's per-minute limit in the statement
-- that stores it, instead of a round trip of its own before it. The statement counts the request
-- and calls this with the count: past the limit it fails, so nothing of it is stored (the count
-- included), and the intake counts again on its own and judges the lead as before.
CREATE OR REPLACE FUNCTION "per_client_limit_guard"(counted integer, allowed integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF counted > allowed THEN
    RAISE EXCEPTION 'request % this minute from one client, past the % answered', counted, allowed USING ERRCODE = 'BG429';
  END IF;
  RETURN true;
END
$$;
