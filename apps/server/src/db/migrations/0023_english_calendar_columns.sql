ALTER TABLE "closures" RENAME COLUMN "razon" TO "reason";--> statement-breakpoint
ALTER TABLE "holiday_overrides" RENAME COLUMN "abierto" TO "open";--> statement-breakpoint
ALTER TABLE "non_working_days" RENAME COLUMN "razon" TO "reason";--> statement-breakpoint
ALTER TABLE "appointment_series" RENAME COLUMN "cada_semanas" TO "every_weeks";--> statement-breakpoint
ALTER TABLE "appointment_series" RENAME COLUMN "repeticiones" TO "repetitions";--> statement-breakpoint
ALTER TABLE "wapp_inbound_messages" RENAME COLUMN "resultado" TO "outcome";--> statement-breakpoint
ALTER TABLE "appointment_series" RENAME CONSTRAINT "appointment_series_cada_semanas_check" TO "appointment_series_every_weeks_check";--> statement-breakpoint
ALTER TABLE "appointment_series" RENAME CONSTRAINT "appointment_series_repeticiones_check" TO "appointment_series_repetitions_check";
