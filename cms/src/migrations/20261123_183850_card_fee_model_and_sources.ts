import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_cards_sources_figures" AS ENUM('joiningFee', 'annualFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus');
  CREATE TYPE "public"."enum_credit_cards_sources_kind" AS ENUM('kfs', 'schedule-of-charges', 'product-page', 'terms', 'eligibility-page');
  CREATE TYPE "public"."enum_credit_cards_fees_vat" AS ENUM('included', 'excluded', 'unknown');
  CREATE TYPE "public"."enum_credit_cards_rates_kind" AS ENUM('interest', 'profit');
  CREATE TYPE "public"."enum_credit_cards_salary_transfer" AS ENUM('required', 'not-required', 'unknown');
  CREATE TABLE "credit_cards_sources_figures" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_credit_cards_sources_figures",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "credit_cards_sources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"kind" "enum_credit_cards_sources_kind" NOT NULL,
  	"url" varchar NOT NULL,
  	"document_date" timestamp(3) with time zone,
  	"checked_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "credit_cards" ADD COLUMN "fees_joining_fee" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "fees_annual_fee" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "fees_vat" "enum_credit_cards_fees_vat" DEFAULT 'unknown';
  ALTER TABLE "credit_cards" ADD COLUMN "fees_first_year_free" boolean DEFAULT false;
  ALTER TABLE "credit_cards" ADD COLUMN "fees_first_year_condition" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "fees_spend_waiver" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "rates_monthly_rate" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rates_apr" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rates_kind" "enum_credit_cards_rates_kind" DEFAULT 'interest';
  ALTER TABLE "credit_cards" ADD COLUMN "salary_transfer" "enum_credit_cards_salary_transfer" DEFAULT 'unknown';
  ALTER TABLE "credit_cards" ADD COLUMN "salary_note" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "tier" varchar;
  ALTER TABLE "credit_cards_sources_figures" ADD CONSTRAINT "credit_cards_sources_figures_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."credit_cards_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards_sources" ADD CONSTRAINT "credit_cards_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "credit_cards_sources_figures_order_idx" ON "credit_cards_sources_figures" USING btree ("order");
  CREATE INDEX "credit_cards_sources_figures_parent_idx" ON "credit_cards_sources_figures" USING btree ("parent_id");
  CREATE INDEX "credit_cards_sources_order_idx" ON "credit_cards_sources" USING btree ("_order");
  CREATE INDEX "credit_cards_sources_parent_id_idx" ON "credit_cards_sources" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "credit_cards_sources_figures" CASCADE;
  DROP TABLE "credit_cards_sources" CASCADE;
  ALTER TABLE "credit_cards" DROP COLUMN "fees_joining_fee";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_annual_fee";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_vat";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_first_year_free";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_first_year_condition";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_spend_waiver";
  ALTER TABLE "credit_cards" DROP COLUMN "rates_monthly_rate";
  ALTER TABLE "credit_cards" DROP COLUMN "rates_apr";
  ALTER TABLE "credit_cards" DROP COLUMN "rates_kind";
  ALTER TABLE "credit_cards" DROP COLUMN "salary_transfer";
  ALTER TABLE "credit_cards" DROP COLUMN "salary_note";
  ALTER TABLE "credit_cards" DROP COLUMN "tier";
  DROP TYPE "public"."enum_credit_cards_sources_figures";
  DROP TYPE "public"."enum_credit_cards_sources_kind";
  DROP TYPE "public"."enum_credit_cards_fees_vat";
  DROP TYPE "public"."enum_credit_cards_rates_kind";
  DROP TYPE "public"."enum_credit_cards_salary_transfer";`)
}
