CREATE TABLE "wapp_inbound_messages" (
	"message_id" varchar(128) PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"resultado" varchar(20) NOT NULL,
	"appointment_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmado" boolean DEFAULT false NOT NULL;