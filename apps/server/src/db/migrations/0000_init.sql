CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(60) NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" varchar(60) NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"celular" varchar(20) DEFAULT '' NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"primera_vez" boolean DEFAULT true NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"tokens_valid_after" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" varchar(30) NOT NULL,
	"key" varchar(200) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"direccion" varchar(254) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(254) DEFAULT '' NOT NULL,
	"duracion" smallint NOT NULL,
	"ocupacion" varchar(20) NOT NULL,
	"precio" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "non_working_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"razon" varchar(254) DEFAULT '' NOT NULL,
	CONSTRAINT "non_working_days_professionalBranchId_fecha_unique" UNIQUE("professional_branch_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "professional_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"funcion" varchar(50) DEFAULT 'peluquero' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"tiempo_turno" smallint DEFAULT 30 NOT NULL,
	"grilla_turnos" smallint DEFAULT 15 NOT NULL,
	"permite_gap_entre_turnos" boolean DEFAULT true NOT NULL,
	"gap_entre_turnos" smallint DEFAULT 15 NOT NULL,
	"dias_agenda_abierta" smallint DEFAULT 0 NOT NULL,
	"tipo_de_cobro_de_reserva" smallint DEFAULT 0 NOT NULL,
	"valor_de_cobro_de_reserva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"horas_caducidad_reserva_impaga" smallint DEFAULT 0 NOT NULL,
	"horas_reprogramar_turno" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "professional_branches_professionalId_branchId_unique" UNIQUE("professional_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "professional_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "professional_services_professionalBranchId_serviceId_unique" UNIQUE("professional_branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "working_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"dia_semana" smallint NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"hora_inicio1" varchar(5) DEFAULT '00:00' NOT NULL,
	"hora_fin1" varchar(5) DEFAULT '00:00' NOT NULL,
	"segundo_turno" boolean DEFAULT false NOT NULL,
	"hora_inicio2" varchar(5) DEFAULT '00:00' NOT NULL,
	"hora_fin2" varchar(5) DEFAULT '00:00' NOT NULL,
	CONSTRAINT "working_days_professionalBranchId_diaSemana_unique" UNIQUE("professional_branch_id","dia_semana")
);
--> statement-breakpoint
CREATE TABLE "appointment_units" (
	"professional_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"unidad" smallint NOT NULL,
	"appointment_id" integer NOT NULL,
	CONSTRAINT "appointment_units_professional_id_fecha_unidad_pk" PRIMARY KEY("professional_id","fecha","unidad")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"professional_branch_id" integer NOT NULL,
	"professional_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"professional_service_id" integer,
	"fecha" date NOT NULL,
	"hora_inicio" varchar(5) NOT NULL,
	"hora_fin" varchar(5) NOT NULL,
	"sobreturno" boolean DEFAULT false NOT NULL,
	"nombre_servicio" varchar(100) NOT NULL,
	"nombre_peluquero" varchar(60) NOT NULL,
	"nombre_sucursal" varchar(100) NOT NULL,
	"precio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"monto_reserva" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancelado" boolean DEFAULT false NOT NULL,
	"cancelado_por" varchar(20),
	"fecha_cancelacion" timestamp with time zone,
	"reserva_paga" boolean DEFAULT true NOT NULL,
	"pago_aprobado_por" integer,
	"horas_caducidad_reserva_impaga" smallint DEFAULT 0 NOT NULL,
	"horas_reprogramar_turno" smallint DEFAULT 0 NOT NULL,
	"vence_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_info" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"estado" varchar(30) NOT NULL,
	"monto_pagado_por_cliente" numeric(14, 2),
	"monto_neto_recibido" numeric(14, 2),
	"cuotas" integer,
	"payment_id" varchar(64),
	"external_reference" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mime" varchar(30) NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"nombre" varchar(100) PRIMARY KEY NOT NULL,
	"valor" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" varchar(50) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dedupe_key" varchar(100),
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notifications_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_working_days" ADD CONSTRAINT "non_working_days_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_branches" ADD CONSTRAINT "professional_branches_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_branches" ADD CONSTRAINT "professional_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_days" ADD CONSTRAINT "working_days_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_units" ADD CONSTRAINT "appointment_units_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_service_id_professional_services_id_fk" FOREIGN KEY ("professional_service_id") REFERENCES "public"."professional_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_info" ADD CONSTRAINT "payment_info_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_code_hash_index" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_id_purpose_index" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_key_at_index" ON "rate_limit_hits" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "appointment_units_appointment_id_index" ON "appointment_units" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_professional_branch_id_fecha_index" ON "appointments" USING btree ("professional_branch_id","fecha");--> statement-breakpoint
CREATE INDEX "appointments_client_id_fecha_index" ON "appointments" USING btree ("client_id","fecha");--> statement-breakpoint
CREATE INDEX "appointments_fecha_index" ON "appointments" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "notifications_status_next_attempt_at_index" ON "notifications" USING btree ("status","next_attempt_at");