CREATE TABLE "client_notes" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"nota" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate("users"."nombre" || chr(10) || "users"."email", 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "asistencia" varchar(10) DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_clients_by_name" ON "users" USING btree ("nombre","id") WHERE 'cliente' = any("users"."roles");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_asistencia_check" CHECK ("appointments"."asistencia" in ('pendiente', 'asistio', 'no_asistio'));