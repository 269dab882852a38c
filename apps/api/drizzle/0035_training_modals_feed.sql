-- The change feed (0019) tells of training (kind 'training'): the card packs and their cards (a
-- student's own "my mistakes" pack and its cards per student, the course packs to all), a student's
-- card states, reviews and level-test attempts (per student), and the level tests with their tasks
-- (all students: staff write them). And of the global modals (kind 'modals'): the modals, polls and
-- variants (all students: managers write them), a student's views and homework events (per student;
-- lesson events are lesson watches, already told as 'lessons').
-- A row with an owner tells 'kind:<owner>', a row without one tells the kind to everyone.
CREATE OR REPLACE FUNCTION "public".notify_change_or_all() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
  who text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    who := to_jsonb(NEW) ->> TG_ARGV[1];
    PERFORM pg_notify(channel, CASE WHEN who IS NULL THEN TG_ARGV[0] ELSE TG_ARGV[0] || ':' || who END);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    who := to_jsonb(OLD) ->> TG_ARGV[1];
    PERFORM pg_notify(channel, CASE WHEN who IS NULL THEN TG_ARGV[0] ELSE TG_ARGV[0] || ':' || who END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A card: 'training:<owner>' of its pack's owner, 'training' for a course pack's card (or a pack gone).
CREATE OR REPLACE FUNCTION "public".notify_card_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'prepa:' || TG_TABLE_SCHEMA;
  packs integer[];
  pack integer;
  owner integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(channel, 'training');
    RETURN NULL;
  END IF;
  packs := ARRAY[]::integer[];
  IF TG_OP <> 'DELETE' THEN packs := packs || NEW.pack_id; END IF;
  IF TG_OP <> 'INSERT' THEN packs := packs || OLD.pack_id; END IF;
  FOREACH pack IN ARRAY packs LOOP
    owner := NULL;
    SELECT p.owner_id INTO owner FROM "public"."card_packs" p WHERE p.id = pack;
    PERFORM pg_notify(channel, CASE WHEN owner IS NULL THEN 'training' ELSE 'training:' || owner END);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "card_packs_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."card_packs" FOR EACH ROW EXECUTE FUNCTION "public".notify_change_or_all('training', 'owner_id');--> statement-breakpoint
CREATE TRIGGER "card_packs_notify_truncate" AFTER TRUNCATE ON "public"."card_packs" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change_or_all('training');--> statement-breakpoint
CREATE TRIGGER "cards_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."cards" FOR EACH ROW EXECUTE FUNCTION "public".notify_card_change();--> statement-breakpoint
CREATE TRIGGER "cards_notify_truncate" AFTER TRUNCATE ON "public"."cards" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_card_change();--> statement-breakpoint
CREATE TRIGGER "card_states_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."card_states" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('training', 'user_id');--> statement-breakpoint
CREATE TRIGGER "card_states_notify_truncate" AFTER TRUNCATE ON "public"."card_states" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('training');--> statement-breakpoint
CREATE TRIGGER "card_reviews_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."card_reviews" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('training', 'user_id');--> statement-breakpoint
CREATE TRIGGER "card_reviews_notify_truncate" AFTER TRUNCATE ON "public"."card_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('training');--> statement-breakpoint
CREATE TRIGGER "level_tests_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."level_tests" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('training');--> statement-breakpoint
CREATE TRIGGER "level_test_tasks_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."level_test_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('training');--> statement-breakpoint
CREATE TRIGGER "level_test_attempts_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."level_test_attempts" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('training', 'user_id');--> statement-breakpoint
CREATE TRIGGER "level_test_attempts_notify_truncate" AFTER TRUNCATE ON "public"."level_test_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('training');--> statement-breakpoint
CREATE TRIGGER "global_modals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."global_modals" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('modals');--> statement-breakpoint
CREATE TRIGGER "global_polls_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."global_polls" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('modals');--> statement-breakpoint
CREATE TRIGGER "global_poll_variants_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."global_poll_variants" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('modals');--> statement-breakpoint
CREATE TRIGGER "global_modal_views_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."global_modal_views" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('modals', 'user_id');--> statement-breakpoint
CREATE TRIGGER "global_modal_views_notify_truncate" AFTER TRUNCATE ON "public"."global_modal_views" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('modals');--> statement-breakpoint
CREATE TRIGGER "homework_events_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "public"."homework_events" FOR EACH ROW EXECUTE FUNCTION "public".notify_change('modals', 'user_id');--> statement-breakpoint
CREATE TRIGGER "homework_events_notify_truncate" AFTER TRUNCATE ON "public"."homework_events" FOR EACH STATEMENT EXECUTE FUNCTION "public".notify_change('modals');
