CREATE TABLE "commission_rates" (
	"professional_branch_id" integer PRIMARY KEY NOT NULL,
	"services_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"products_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_percent_range" CHECK ("commission_rates"."services_percent" between 0 and 100 and "commission_rates"."products_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "commission_service_rates" (
	"professional_branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "commission_service_rates_professional_branch_id_service_id_pk" PRIMARY KEY("professional_branch_id","service_id"),
	CONSTRAINT "commission_service_rates_percent_range" CHECK ("commission_service_rates"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_service_rates" ADD CONSTRAINT "commission_service_rates_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_service_rates" ADD CONSTRAINT "commission_service_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;