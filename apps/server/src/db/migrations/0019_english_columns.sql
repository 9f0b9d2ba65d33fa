ALTER TABLE "appointments" RENAME COLUMN "sobreturno" TO "overbooking";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "nombre_peluquero" TO "professional_name";--> statement-breakpoint
ALTER TABLE "professional_branches" RENAME COLUMN "grilla_turnos" TO "grid_step";--> statement-breakpoint
ALTER TABLE "services" RENAME COLUMN "ocupacion" TO "pattern";
