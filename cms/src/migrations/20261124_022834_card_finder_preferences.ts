import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_user_preferences_banking" AS ENUM('any', 'islamic', 'conventional');
  CREATE TYPE "public"."enum_user_preferences_annual_fee" AS ENUM('any', 'free', 'first-year');
  ALTER TABLE "user_preferences" ADD COLUMN "monthly_card_spend" numeric;
  ALTER TABLE "user_preferences" ADD COLUMN "banking" "enum_user_preferences_banking";
  ALTER TABLE "user_preferences" ADD COLUMN "annual_fee" "enum_user_preferences_annual_fee";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "user_preferences" DROP COLUMN "monthly_card_spend";
  ALTER TABLE "user_preferences" DROP COLUMN "banking";
  ALTER TABLE "user_preferences" DROP COLUMN "annual_fee";
  DROP TYPE "public"."enum_user_preferences_banking";
  DROP TYPE "public"."enum_user_preferences_annual_fee";`)
}
