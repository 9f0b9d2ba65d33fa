ALTER TABLE "payment_info" ADD COLUMN "alerta" varchar(30);--> statement-breakpoint
ALTER TABLE "payment_info" ADD COLUMN "alerta_resuelta_por" integer;--> statement-breakpoint
ALTER TABLE "payment_info" ADD COLUMN "alerta_resuelta_at" timestamp with time zone;