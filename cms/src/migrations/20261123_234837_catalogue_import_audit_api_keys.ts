import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'create';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'update';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'delete';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import';
  ALTER TABLE "credit_cards" ADD COLUMN "last_updated" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "import_id" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;
  CREATE INDEX "credit_cards_last_updated_idx" ON "credit_cards" USING btree ("last_updated");
  CREATE INDEX "audit_log_import_id_idx" ON "audit_log" USING btree ("import_id");
  -- Cards saved before this migration: their figures last changed when the row did.
  UPDATE "credit_cards" SET "last_updated" = "updated_at" WHERE "last_updated" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DELETE FROM "audit_log" WHERE "action" IN ('create', 'update', 'delete', 'import');
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('privacy-export', 'privacy-erase', 'leads-export');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "credit_cards_last_updated_idx";
  DROP INDEX "audit_log_import_id_idx";
  ALTER TABLE "credit_cards" DROP COLUMN "last_updated";
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "audit_log" DROP COLUMN "import_id";
  ALTER TABLE "audit_log" DROP COLUMN "changes";`)
}
