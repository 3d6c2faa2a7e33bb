import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_cards_rewards_earn_category" AS ENUM('groceries', 'dining', 'fuel', 'travel', 'online', 'international', 'other');
  CREATE TYPE "public"."enum_credit_cards_rewards_programme" AS ENUM('cashback', 'points', 'miles', 'none');
  ALTER TYPE "public"."enum_credit_cards_sources_figures" ADD VALUE 'fxFee';
  ALTER TYPE "public"."enum_credit_cards_sources_figures" ADD VALUE 'pointValue';
  CREATE TABLE "credit_cards_rewards_earn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_credit_cards_rewards_earn_category" NOT NULL,
  	"rate" numeric,
  	"per" numeric DEFAULT 1,
  	"monthly_cap" numeric
  );
  
  CREATE TABLE "credit_cards_rewards_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  ALTER TABLE "credit_cards" ADD COLUMN "fees_fx_fee" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_programme" "enum_credit_cards_rewards_programme";
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_unit_name" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_unit_value_aed" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_minimum_monthly_spend" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_monthly_cap" numeric;
  ALTER TABLE "credit_cards" ADD COLUMN "rewards_note" varchar;
  ALTER TABLE "credit_cards_rewards_earn" ADD CONSTRAINT "credit_cards_rewards_earn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards_rewards_bands" ADD CONSTRAINT "credit_cards_rewards_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "credit_cards_rewards_earn_order_idx" ON "credit_cards_rewards_earn" USING btree ("_order");
  CREATE INDEX "credit_cards_rewards_earn_parent_id_idx" ON "credit_cards_rewards_earn" USING btree ("_parent_id");
  CREATE INDEX "credit_cards_rewards_bands_order_idx" ON "credit_cards_rewards_bands" USING btree ("_order");
  CREATE INDEX "credit_cards_rewards_bands_parent_id_idx" ON "credit_cards_rewards_bands" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "credit_cards_rewards_earn" CASCADE;
  DROP TABLE "credit_cards_rewards_bands" CASCADE;
  ALTER TABLE "credit_cards_sources_figures" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_cards_sources_figures";
  CREATE TYPE "public"."enum_credit_cards_sources_figures" AS ENUM('joiningFee', 'annualFee', 'monthlyRate', 'apr', 'minimumSalary', 'rewardRate', 'welcomeBonus');
  ALTER TABLE "credit_cards_sources_figures" ALTER COLUMN "value" SET DATA TYPE "public"."enum_credit_cards_sources_figures" USING "value"::"public"."enum_credit_cards_sources_figures";
  ALTER TABLE "credit_cards" DROP COLUMN "fees_fx_fee";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_programme";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_unit_name";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_unit_value_aed";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_minimum_monthly_spend";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_monthly_cap";
  ALTER TABLE "credit_cards" DROP COLUMN "rewards_note";
  DROP TYPE "public"."enum_credit_cards_rewards_earn_category";
  DROP TYPE "public"."enum_credit_cards_rewards_programme";`)
}
