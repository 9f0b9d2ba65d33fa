-- The studio's options and its logo join the configuration generation of migration 0004 (ADR 0081):
-- a process keeps what a booking's messages read of them and trusts it only while the generation,
-- read in the same statement as the taken units, is unchanged.
CREATE TRIGGER "options_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();--> statement-breakpoint
CREATE TRIGGER "logo_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "logo" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
