ALTER TABLE "professional_branches" ADD COLUMN "horas_anticipacion_minima" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_branches" ADD COLUMN "horas_cancelar_turno" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_branches" ADD COLUMN "calendar_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "horas_cancelar_turno" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "secuencia" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_branches" ADD CONSTRAINT "professional_branches_calendarTokenHash_unique" UNIQUE("calendar_token_hash");