ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A revocation now ends a session (ADR 0085): the rows kept so far hold the jti of a token
-- issued before tokens carried a session id, which is that token's session, so they stay valid.
ALTER TABLE "token_revocations" RENAME COLUMN "jti" TO "session_id";
