ALTER TABLE "appointments" RENAME COLUMN "nombre_servicio" TO "service_name";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "nombre_sucursal" TO "branch_name";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "precio" TO "price";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "fecha_cancelacion" TO "cancelled_at";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "secuencia" TO "sequence";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "vence_at" TO "expires_at";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "asistencia" TO "attendance";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "confirmado" TO "confirmed";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "unidades" TO "unit_count";--> statement-breakpoint
ALTER TABLE "appointment_units" RENAME COLUMN "unidad" TO "unit";--> statement-breakpoint
ALTER TABLE "appointments" RENAME CONSTRAINT "appointments_asistencia_check" TO "appointments_attendance_check";--> statement-breakpoint
ALTER TABLE "appointment_units" RENAME CONSTRAINT "appointment_units_professional_id_fecha_unidad_pk" TO "appointment_units_professional_id_fecha_unit_pk";
