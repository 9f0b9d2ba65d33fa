CREATE TABLE "credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"motivo" varchar(15) NOT NULL,
	"remaining" numeric(14, 2),
	"expires_at" timestamp with time zone,
	"appointment_id" integer,
	"charge_id" integer,
	"credit_id" integer,
	"nota" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_name" varchar(120) DEFAULT '' NOT NULL,
	CONSTRAINT "credit_movements_not_zero" CHECK ("credit_movements"."monto" <> 0),
	CONSTRAINT "credit_movements_motivo" CHECK ("credit_movements"."motivo" in ('sena_cancelada', 'cobro', 'anulacion', 'ajuste', 'vencimiento', 'reserva')),
	CONSTRAINT "credit_movements_remaining" CHECK (("credit_movements"."monto" > 0 and "credit_movements"."remaining" is not null and "credit_movements"."remaining" between 0 and "credit_movements"."monto") or ("credit_movements"."monto" < 0 and "credit_movements"."remaining" is null and "credit_movements"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_credit_id_credit_movements_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credit_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_movements_client_id_id_index" ON "credit_movements" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "credit_movements_open_credits" ON "credit_movements" USING btree ("client_id","created_at","id") WHERE "credit_movements"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_one_cancelled_deposit" ON "credit_movements" USING btree ("appointment_id") WHERE "credit_movements"."motivo" = 'sena_cancelada';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_one_booking_payment" ON "credit_movements" USING btree ("appointment_id") WHERE "credit_movements"."motivo" = 'reserva';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_one_charge_use" ON "credit_movements" USING btree ("charge_id") WHERE "credit_movements"."motivo" = 'cobro';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_one_annulment" ON "credit_movements" USING btree ("charge_id") WHERE "credit_movements"."motivo" = 'anulacion';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_one_expiry" ON "credit_movements" USING btree ("credit_id") WHERE "credit_movements"."motivo" = 'vencimiento';