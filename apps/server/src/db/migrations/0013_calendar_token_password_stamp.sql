ALTER TABLE "professional_branches" ADD COLUMN "calendar_token_password_stamp" varchar(64);--> statement-breakpoint
-- Calendar tokens made before this column (ADR 0086): a token whose professional never had a
-- password change or a block (tokens_valid_after still 0) was made under the password they have
-- now, so it is stamped with it and keeps working. For any other one, nobody can tell whether it
-- was made before the last password change: it is dropped (the professional makes a new link).
UPDATE "professional_branches" AS pb
SET "calendar_token_password_stamp" = encode(sha256(convert_to(u."password_hash", 'UTF8')), 'hex')
FROM "users" AS u
WHERE u."id" = pb."professional_id" AND pb."calendar_token_hash" IS NOT NULL
  AND u."tokens_valid_after" = 0;--> statement-breakpoint
UPDATE "professional_branches"
SET "calendar_token_hash" = NULL
WHERE "calendar_token_hash" IS NOT NULL AND "calendar_token_password_stamp" IS NULL;
