CREATE TABLE "appointment_charges" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_items" (
	"charge_id" integer NOT NULL,
	"linea" smallint NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"appointment_id" integer,
	"product_id" integer,
	"nombre" varchar(100) NOT NULL,
	"cantidad" integer NOT NULL,
	"precio" numeric(14, 2) NOT NULL,
	"importe" numeric(14, 2) NOT NULL,
	"sena_aplicada" numeric(14, 2) DEFAULT '0' NOT NULL,
	"professional_branch_id" integer,
	CONSTRAINT "charge_items_charge_id_linea_pk" PRIMARY KEY("charge_id","linea")
);
--> statement-breakpoint
CREATE TABLE "charge_payments" (
	"charge_id" integer NOT NULL,
	"linea" smallint NOT NULL,
	"medio" varchar(15) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"cuotas" smallint,
	"referencia" varchar(100),
	CONSTRAINT "charge_payments_charge_id_linea_pk" PRIMARY KEY("charge_id","linea")
);
--> statement-breakpoint
CREATE TABLE "charge_tips" (
	"charge_id" integer NOT NULL,
	"linea" smallint NOT NULL,
	"professional_branch_id" integer,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "charge_tips_charge_id_linea_pk" PRIMARY KEY("charge_id","linea")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"till_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" integer,
	"fecha" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"charged_by" integer,
	"charged_by_name" varchar(120) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) NOT NULL,
	"sena_aplicada" numeric(14, 2) NOT NULL,
	"propinas" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"vuelto" numeric(14, 2) NOT NULL,
	"annulled_at" timestamp with time zone,
	"annulled_by" integer,
	"annulled_by_name" varchar(120),
	"annul_reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"cantidad" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id"),
	CONSTRAINT "product_stock_not_negative" CHECK ("product_stock"."cantidad" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(254) DEFAULT '' NOT NULL,
	"codigo" varchar(64),
	"precio" numeric(14, 2) NOT NULL,
	"costo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate("products"."nombre" || chr(10) || coalesce("products"."codigo", ''), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"tipo" varchar(15) NOT NULL,
	"motivo" varchar(200) DEFAULT '' NOT NULL,
	"charge_id" integer,
	"user_id" integer,
	"user_name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_not_zero" CHECK ("stock_movements"."cantidad" <> 0)
);
--> statement-breakpoint
CREATE TABLE "till_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"till_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"motivo" varchar(200) NOT NULL,
	"user_id" integer,
	"user_name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"opened_by" integer,
	"opened_by_name" varchar(120) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"monto_inicial" numeric(14, 2) NOT NULL,
	"closed_by" integer,
	"closed_by_name" varchar(120),
	"closed_at" timestamp with time zone,
	"efectivo_contado" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD CONSTRAINT "appointment_charges_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_charges" ADD CONSTRAINT "appointment_charges_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_items" ADD CONSTRAINT "charge_items_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_payments" ADD CONSTRAINT "charge_payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_tips" ADD CONSTRAINT "charge_tips_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_tips" ADD CONSTRAINT "charge_tips_professional_branch_id_professional_branches_id_fk" FOREIGN KEY ("professional_branch_id") REFERENCES "public"."professional_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_charged_by_users_id_fk" FOREIGN KEY ("charged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_movements" ADD CONSTRAINT "till_movements_till_id_tills_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."tills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_movements" ADD CONSTRAINT "till_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tills" ADD CONSTRAINT "tills_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_charges_charge_id_index" ON "appointment_charges" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "charge_items_appointment_id_index" ON "charge_items" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "charge_items_professional_branch_id_index" ON "charge_items" USING btree ("professional_branch_id");--> statement-breakpoint
CREATE INDEX "charge_tips_professional_branch_id_index" ON "charge_tips" USING btree ("professional_branch_id");--> statement-breakpoint
CREATE INDEX "charges_till_id_index" ON "charges" USING btree ("till_id");--> statement-breakpoint
CREATE INDEX "charges_fecha_index" ON "charges" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "charges_client_id_index" ON "charges" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_codigo_unique" ON "products" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_id_index" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "till_movements_till_id_index" ON "till_movements" USING btree ("till_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_one_open_per_branch" ON "tills" USING btree ("branch_id") WHERE "tills"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "tills_fecha_index" ON "tills" USING btree ("fecha");