ALTER TABLE "appointments" ADD COLUMN "unidades" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Appointments written before the column: each gets the number of unit rows it owns (ADR 0076).
-- The rest (cancelled, overbookings without units) keep the default 0.
UPDATE "appointments" AS a
SET "unidades" = u.n
FROM (
  SELECT "appointment_id", count(*)::smallint AS n
  FROM "appointment_units"
  GROUP BY "appointment_id"
) AS u
WHERE a."id" = u."appointment_id";
