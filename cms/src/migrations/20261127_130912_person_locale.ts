import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_users_locale" AS ENUM('en', 'ar');
  ALTER TABLE "leads" ADD COLUMN "locale" "enum_leads_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "users" ADD COLUMN "locale" "enum_users_locale" DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "locale";
  ALTER TABLE "users" DROP COLUMN "locale";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_users_locale";`)
}
