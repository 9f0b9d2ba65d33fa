DROP TABLE "rate_limit_hits" CASCADE;--> statement-breakpoint
DROP TABLE "revoked_tokens" CASCADE;