ALTER TABLE "credit_movements" RENAME COLUMN "monto" TO "amount";--> statement-breakpoint
ALTER TABLE "credit_movements" RENAME COLUMN "motivo" TO "reason";--> statement-breakpoint
ALTER TABLE "credit_movements" RENAME COLUMN "nota" TO "note";--> statement-breakpoint
ALTER TABLE "credit_movements" RENAME CONSTRAINT "credit_movements_motivo" TO "credit_movements_reason";
