CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"professional_service_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"hora_desde" varchar(5),
	"hora_hasta" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_clientId_professionalServiceId_fecha_unique" UNIQUE("client_id","professional_service_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "waitlist_notified" (
	"entry_id" integer NOT NULL,
	"hora" varchar(5) NOT NULL,
	CONSTRAINT "waitlist_notified_entry_id_hora_pk" PRIMARY KEY("entry_id","hora")
);
--> statement-breakpoint
CREATE TABLE "wapp_inbound_messages" (
	"message_id" varchar(128) PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"resultado" varchar(20) NOT NULL,
	"appointment_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_professional_service_id_professional_services_id_fk" FOREIGN KEY ("professional_service_id") REFERENCES "public"."professional_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_notified" ADD CONSTRAINT "waitlist_notified_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_professional_branch_id_fecha_index" ON "waitlist_entries" USING btree ("professional_branch_id","fecha");--> statement-breakpoint
CREATE INDEX "waitlist_entries_client_id_fecha_index" ON "waitlist_entries" USING btree ("client_id","fecha");