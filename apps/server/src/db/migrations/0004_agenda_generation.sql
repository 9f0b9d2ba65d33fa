CREATE TABLE "agenda_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_generation" ADD CONSTRAINT "agenda_generation_single_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "agenda_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_agenda_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "agenda_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professional_branches_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "professional_branches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
--> statement-breakpoint
CREATE TRIGGER "working_days_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "working_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
--> statement-breakpoint
CREATE TRIGGER "non_working_days_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "non_working_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
--> statement-breakpoint
CREATE TRIGGER "professional_services_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "professional_services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
--> statement-breakpoint
CREATE TRIGGER "services_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
