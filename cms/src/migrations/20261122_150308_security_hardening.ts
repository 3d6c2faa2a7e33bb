import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// docs/decisions/007: Payload's own failed-login counter gives way to ours (login_throttle, per account or
// per unknown name), and the storefront's per-address request limits move from process memory
// to rate_limit_hits, so a restart or a second replica loses no count. Neither table is a
// Payload collection: they hold counters, not content.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";
  CREATE TABLE IF NOT EXISTS "login_throttle" (
    "key" varchar PRIMARY KEY NOT NULL,
    "failures" integer DEFAULT 0 NOT NULL,
    "locked_until" timestamp(3) with time zone,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
    "key" varchar PRIMARY KEY NOT NULL,
    "hits" integer NOT NULL,
    "reset_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  DROP TABLE IF EXISTS "login_throttle";
  DROP TABLE IF EXISTS "rate_limit_hits";`)
}
