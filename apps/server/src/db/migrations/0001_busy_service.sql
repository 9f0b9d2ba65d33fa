-- Service 1 is the internal 'Ocupado' placeholder used for busy blocks (seed §1).
INSERT INTO "services" ("id", "nombre", "descripcion", "duracion", "ocupacion", "precio")
VALUES (1, 'Ocupado', 'Horario ocupado', 1, '1', 0)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"services"', 'id'), GREATEST((SELECT MAX("id") FROM "services"), 1));
