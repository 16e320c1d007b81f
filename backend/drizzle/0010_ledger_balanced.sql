-- Hand-written: every ledger journal sums to zero, checked by PostgreSQL itself when the transaction
-- that wrote its entries commits (deferred), whatever code wrote them.
CREATE FUNCTION "ledger_journal_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  journal integer;
  total bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN journal := OLD.journal_id; ELSE journal := NEW.journal_id; END IF;
  SELECT COALESCE(SUM(amount_cents), 0) INTO total FROM ledger_entries WHERE journal_id = journal;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance: its entries sum to %', journal, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT OR UPDATE OR DELETE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_journal_balanced"();
