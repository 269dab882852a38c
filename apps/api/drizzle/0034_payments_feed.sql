-- The change feed (0019) tells of a student's orders (kind 'payments', per user: the order's payer and
-- the student it is for), of the payment events of those orders (refunds) and of their purchase
-- documents.
CREATE TRIGGER "transactions_notify_beneficiary" AFTER INSERT OR UPDATE OR DELETE ON "public"."transactions" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('payments', 'beneficiary_user_id');--> statement-breakpoint
CREATE TRIGGER "transactions_notify_payer" AFTER INSERT OR UPDATE OR DELETE ON "public"."transactions" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('payments', 'payer_user_id');--> statement-breakpoint
CREATE TRIGGER "transactions_notify_truncate" AFTER TRUNCATE ON "public"."transactions" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('payments');--> statement-breakpoint
-- A payment event: 'payments:<user>' of its order's payer and student.
CREATE OR REPLACE FUNCTION "public".notify_payment_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
  ids integer[];
  who integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, 'payments');
    RETURN NULL;
  END IF;
  ids := ARRAY[]::integer[];
  IF TG_OP <> 'DELETE' THEN ids := ids || NEW.transaction_id; END IF;
  IF TG_OP <> 'INSERT' THEN ids := ids || OLD.transaction_id; END IF;
  FOR who IN
    SELECT DISTINCT u FROM "public"."transactions" t, unnest(ARRAY[t.payer_user_id, t.beneficiary_user_id]) AS u
    WHERE t.id = ANY(ids) AND u IS NOT NULL
  LOOP
    PERFORM pg_notify(channel, 'payments:' || who);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_events_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."payment_events" FOR EACH ROW EXECUTE FUNCTION "public".notify_payment_event();--> statement-breakpoint
CREATE TRIGGER "payment_events_notify_truncate" AFTER TRUNCATE ON "public"."payment_events" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_payment_event();--> statement-breakpoint
CREATE TRIGGER "purchased_documents_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."purchased_documents" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('payments', 'user_id');--> statement-breakpoint
CREATE TRIGGER "purchased_documents_notify_truncate" AFTER TRUNCATE ON "public"."purchased_documents" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('payments');
