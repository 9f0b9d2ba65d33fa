CREATE TABLE "rate_limit_counters" (
	"bucket" varchar(30) NOT NULL,
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE TABLE "token_revocations" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "failed_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_single_owner" ON "users" USING btree ("is_owner") WHERE "users"."is_owner";--> statement-breakpoint
-- the studio's owner is the first admin ever created (ensureFirstAdmin on an empty database)
UPDATE "users" SET "is_owner" = true WHERE "id" = (SELECT min("id") FROM "users" WHERE 'peluadmin' = ANY("roles"));
