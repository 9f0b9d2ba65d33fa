CREATE TABLE "appointment_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"cada_semanas" smallint NOT NULL,
	"repeticiones" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_cada_semanas_check" CHECK ("appointment_series"."cada_semanas" between 1 and 12),
	CONSTRAINT "appointment_series_repeticiones_check" CHECK ("appointment_series"."repeticiones" between 2 and 26)
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer,
	"fecha_desde" date NOT NULL,
	"fecha_hasta" date NOT NULL,
	"razon" varchar(254) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_range_check" CHECK ("closures"."fecha_hasta" >= "closures"."fecha_desde" and "closures"."fecha_hasta" <= "closures"."fecha_desde" + 30)
);
--> statement-breakpoint
CREATE TABLE "holiday_overrides" (
	"fecha" date PRIMARY KEY NOT NULL,
	"abierto" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_overrides" ADD CONSTRAINT "holiday_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_client_id_index" ON "appointment_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "closures_fecha_hasta_index" ON "closures" USING btree ("fecha_hasta");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_id_index" ON "appointments" USING btree ("series_id");--> statement-breakpoint
-- Closures and marked holidays close dates for everything that books (contract §7.6, ADR 0102):
-- they join the agenda generation of migration 0004, so every process's cached configuration
-- sees a change committed by any process.
CREATE TRIGGER "closures_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "closures" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
--> statement-breakpoint
CREATE TRIGGER "holiday_overrides_agenda_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holiday_overrides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_agenda_generation"();
