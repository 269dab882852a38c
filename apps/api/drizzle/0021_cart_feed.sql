-- The change feed (0019) tells of a student's own cart: its row, lines and bundles (kind 'cart', per
-- owner; a guest's cart, with no owner, tells nothing). notify_change now skips a row whose column is
-- null instead of sending an empty payload.
CREATE OR REPLACE FUNCTION "public".notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
  id text;
BEGIN
  IF TG_NARGS < 2 OR TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    id := to_jsonb(NEW) ->> TG_ARGV[1];
    IF id IS NOT NULL THEN PERFORM pg_notify(channel, TG_ARGV[0] || ':' || id); END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    id := to_jsonb(OLD) ->> TG_ARGV[1];
    IF id IS NOT NULL THEN PERFORM pg_notify(channel, TG_ARGV[0] || ':' || id); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A line or bundle of a cart: 'cart:<owner>' of the cart it is in (a cart deleted with its lines tells
-- through its own row).
CREATE OR REPLACE FUNCTION "public".notify_cart_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
  owner integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, 'cart');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT "user_id" INTO owner FROM "public"."carts" WHERE "id" = NEW.cart_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify(channel, 'cart:' || owner); END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT "user_id" INTO owner FROM "public"."carts" WHERE "id" = OLD.cart_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify(channel, 'cart:' || owner); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "carts_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."carts" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('cart', 'user_id');--> statement-breakpoint
CREATE TRIGGER "carts_notify_truncate" AFTER TRUNCATE ON "public"."carts" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('cart');--> statement-breakpoint
CREATE TRIGGER "cart_items_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."cart_items" FOR EACH ROW EXECUTE FUNCTION "public".notify_cart_change();--> statement-breakpoint
CREATE TRIGGER "cart_items_notify_truncate" AFTER TRUNCATE ON "public"."cart_items" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_cart_change();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."cart_bundles" FOR EACH ROW EXECUTE FUNCTION "public".notify_cart_change();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_notify_truncate" AFTER TRUNCATE ON "public"."cart_bundles" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_cart_change();
