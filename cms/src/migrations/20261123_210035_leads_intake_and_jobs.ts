import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_preference" AS ENUM('cashback', 'travel', 'shopping', 'lowfees', 'dining');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'anonymiseLeads');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'anonymiseLeads');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_subscribers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'lead-form'::text;
  UPDATE "leads" SET "source" = 'lead-form' WHERE "source" = 'lead_form';
  DROP TYPE "public"."enum_leads_source";
  CREATE TYPE "public"."enum_leads_source" AS ENUM('application', 'lead-form', 'newsletter', 'contact');
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'lead-form'::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'submitted' WHERE "status" = 'applied';
  UPDATE "leads" SET "status" = 'approved' WHERE "status" = 'converted';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'submitted', 'approved', 'declined', 'lost');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  ALTER TABLE "leads" ALTER COLUMN "full_name" DROP NOT NULL;
  UPDATE "leads" SET "preference" = NULL WHERE "preference" NOT IN ('cashback', 'travel', 'shopping', 'lowfees', 'dining');
  ALTER TABLE "leads" ALTER COLUMN "preference" SET DATA TYPE "public"."enum_leads_preference" USING "preference"::"public"."enum_leads_preference";
  ALTER TABLE "leads" ADD COLUMN "bank_id" integer;
  ALTER TABLE "leads" ADD COLUMN "consent_contact" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "consent_marketing" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "consent_version" varchar;
  ALTER TABLE "leads" ADD COLUMN "consent_given_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "consent_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "bot_check" varchar;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_bank_idx" ON "leads" USING btree ("bank_id");
  CREATE INDEX "leads_follow_up_date_idx" ON "leads" USING btree ("follow_up_date");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  -- Consent already on record (contact messages) keeps its text and time.
  UPDATE "leads" SET "consent_given_at" = "consent_at", "consent_contact" = true WHERE "consent_at" IS NOT NULL;
  ALTER TABLE "leads" DROP COLUMN "consent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar DEFAULT 'exit_intent_popup',
  	"consent_text" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_bank_id_banks_id_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'lead_form'::text;
  UPDATE "leads" SET "source" = 'lead_form' WHERE "source" IN ('lead-form', 'newsletter');
  DROP TYPE "public"."enum_leads_source";
  CREATE TYPE "public"."enum_leads_source" AS ENUM('lead_form', 'application', 'contact');
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'lead_form'::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = 'applied' WHERE "status" = 'submitted';
  UPDATE "leads" SET "status" = 'converted' WHERE "status" = 'approved';
  UPDATE "leads" SET "status" = 'lost' WHERE "status" = 'declined';
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'applied', 'converted', 'lost');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_phone_idx";
  DROP INDEX "leads_bank_idx";
  DROP INDEX "leads_follow_up_date_idx";
  DROP INDEX "leads_idempotency_key_idx";
  UPDATE "leads" SET "full_name" = '' WHERE "full_name" IS NULL;
  ALTER TABLE "leads" ALTER COLUMN "full_name" SET NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "preference" SET DATA TYPE varchar;
  ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp(3) with time zone;
  UPDATE "leads" SET "consent_at" = "consent_given_at";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  ALTER TABLE "leads" DROP COLUMN "bank_id";
  ALTER TABLE "leads" DROP COLUMN "consent_contact";
  ALTER TABLE "leads" DROP COLUMN "consent_marketing";
  ALTER TABLE "leads" DROP COLUMN "consent_version";
  ALTER TABLE "leads" DROP COLUMN "consent_given_at";
  ALTER TABLE "leads" DROP COLUMN "consent_withdrawn_at";
  ALTER TABLE "leads" DROP COLUMN "idempotency_key";
  ALTER TABLE "leads" DROP COLUMN "bot_check";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  DROP TYPE "public"."enum_leads_preference";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
