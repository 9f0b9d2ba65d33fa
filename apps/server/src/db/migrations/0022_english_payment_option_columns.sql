ALTER TABLE "payment_info" RENAME COLUMN "estado" TO "status";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "monto_pagado_por_cliente" TO "amount_paid";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "monto_neto_recibido" TO "net_received";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "cuotas" TO "installments";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "alerta" TO "alert";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "alerta_resuelta_por" TO "alert_resolved_by";--> statement-breakpoint
ALTER TABLE "payment_info" RENAME COLUMN "alerta_resuelta_at" TO "alert_resolved_at";--> statement-breakpoint
ALTER TABLE "options" RENAME COLUMN "nombre" TO "name";--> statement-breakpoint
ALTER TABLE "options" RENAME COLUMN "valor" TO "value";
