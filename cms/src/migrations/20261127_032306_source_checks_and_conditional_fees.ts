import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_credit_cards_fees_options_salary_transfer" AS ENUM('required', 'not-required', 'unknown');
  CREATE TYPE "public"."enum_credit_cards_fees_options_reading" AS ENUM('bank', 'ours');
  CREATE TYPE "public"."enum_source_checks_status" AS ENUM('new', 'unchanged', 'changed', 'moved', 'gone', 'error');
  CREATE TYPE "public"."enum_user_preferences_salary_transfer" AS ENUM('not-sure', 'yes', 'no');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkSources';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkSources';
  CREATE TABLE "credit_cards_fees_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"condition" varchar NOT NULL,
  	"salary_transfer" "enum_credit_cards_fees_options_salary_transfer" DEFAULT 'unknown',
  	"reading" "enum_credit_cards_fees_options_reading" DEFAULT 'bank'
  );
  
  CREATE TABLE "source_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"confirm" boolean DEFAULT false,
  	"url" varchar NOT NULL,
  	"title" varchar,
  	"status" "enum_source_checks_status" NOT NULL,
  	"needs_review" boolean DEFAULT false,
  	"message" varchar,
  	"last_checked_at" timestamp(3) with time zone,
  	"changed_at" timestamp(3) with time zone,
  	"final_url" varchar,
  	"figures_removed" jsonb,
  	"figures_added" jsonb,
  	"diff" varchar,
  	"latest_fingerprint" varchar,
  	"latest_figures" jsonb,
  	"latest_text" varchar,
  	"confirmed_fingerprint" varchar,
  	"confirmed_final_url" varchar,
  	"confirmed_figures" jsonb,
  	"confirmed_text" varchar,
  	"confirmed_confirmed_at" timestamp(3) with time zone,
  	"confirmed_confirmed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "credit_cards" ADD COLUMN "rates_monthly_rate_up_to" boolean DEFAULT false;
  ALTER TABLE "user_preferences" ADD COLUMN "salary_transfer" "enum_user_preferences_salary_transfer";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "source_checks_id" integer;
  ALTER TABLE "credit_cards_fees_options" ADD CONSTRAINT "credit_cards_fees_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "source_checks" ADD CONSTRAINT "source_checks_confirmed_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "credit_cards_fees_options_order_idx" ON "credit_cards_fees_options" USING btree ("_order");
  CREATE INDEX "credit_cards_fees_options_parent_id_idx" ON "credit_cards_fees_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "source_checks_url_idx" ON "source_checks" USING btree ("url");
  CREATE INDEX "source_checks_status_idx" ON "source_checks" USING btree ("status");
  CREATE INDEX "source_checks_needs_review_idx" ON "source_checks" USING btree ("needs_review");
  CREATE INDEX "source_checks_confirmed_confirmed_confirmed_by_idx" ON "source_checks" USING btree ("confirmed_confirmed_by_id");
  CREATE INDEX "source_checks_updated_at_idx" ON "source_checks" USING btree ("updated_at");
  CREATE INDEX "source_checks_created_at_idx" ON "source_checks" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_source_checks_fk" FOREIGN KEY ("source_checks_id") REFERENCES "public"."source_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_source_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("source_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "credit_cards_fees_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "source_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "credit_cards_fees_options" CASCADE;
  DROP TABLE "source_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_source_checks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'anonymiseLeads');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'anonymiseLeads');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_source_checks_id_idx";
  ALTER TABLE "credit_cards" DROP COLUMN "rates_monthly_rate_up_to";
  ALTER TABLE "user_preferences" DROP COLUMN "salary_transfer";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "source_checks_id";
  DROP TYPE "public"."enum_credit_cards_fees_options_salary_transfer";
  DROP TYPE "public"."enum_credit_cards_fees_options_reading";
  DROP TYPE "public"."enum_source_checks_status";
  DROP TYPE "public"."enum_user_preferences_salary_transfer";`)
}
