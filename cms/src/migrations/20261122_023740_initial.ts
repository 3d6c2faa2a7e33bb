import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('user', 'editor', 'sales', 'admin');
  CREATE TYPE "public"."enum_credit_cards_network" AS ENUM('Visa', 'Mastercard', 'American Express', 'Diners Club');
  CREATE TYPE "public"."enum_leads_source" AS ENUM('lead_form', 'application', 'contact');
  CREATE TYPE "public"."enum_leads_preferred_contact_method" AS ENUM('email', 'phone', 'whatsapp');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'applied', 'converted', 'lost');
  CREATE TYPE "public"."enum_fortune_cookies_category" AS ENUM('saving', 'spending', 'credit', 'investing', 'rewards', 'general');
  CREATE TYPE "public"."enum_user_preferences_risk_tolerance" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum_card_interactions_interaction_type" AS ENUM('view', 'compare', 'favorite', 'apply', 'share');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mobile_number" varchar,
  	"role" "enum_users_role" DEFAULT 'user' NOT NULL,
  	"is_verified" boolean DEFAULT false,
  	"verification_token" varchar,
  	"verification_token_expiry" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "banks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo" varchar,
  	"description" varchar,
  	"website" varchar,
  	"address" varchar,
  	"phone_number" varchar,
  	"email" varchar,
  	"featured_image_url" varchar,
  	"established" numeric,
  	"employees" numeric,
  	"headquarters" varchar,
  	"brand_colors_primary" varchar,
  	"brand_colors_secondary" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "card_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "features" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"icon" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"bank_id" integer NOT NULL,
  	"annual_fee" varchar,
  	"interest_rate" varchar,
  	"interest_rate_annual" varchar,
  	"reward_rate" varchar,
  	"welcome_bonus" varchar,
  	"minimum_salary" numeric,
  	"network" "enum_credit_cards_network",
  	"description" varchar,
  	"image_url" varchar,
  	"is_featured" boolean DEFAULT false,
  	"label" varchar,
  	"featured_order" numeric,
  	"additional_info" jsonb,
  	"source_url" varchar,
  	"last_verified" timestamp(3) with time zone,
  	"data_expiry_date" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_cards_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "credit_cards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"card_types_id" integer,
  	"features_id" integer
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum_leads_source" DEFAULT 'lead_form' NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"salary" numeric,
  	"preference" varchar,
  	"card_id" integer,
  	"card_name" varchar,
  	"user_id" integer,
  	"likes" varchar,
  	"dislikes" varchar,
  	"preferred_contact_method" "enum_leads_preferred_contact_method",
  	"message" varchar,
  	"consent_text" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"assigned_to_id" integer,
  	"last_contacted_at" timestamp(3) with time zone,
  	"follow_up_date" timestamp(3) with time zone,
  	"notes" varchar,
  	"is_converted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "lead_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"user_id" integer,
  	"content" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compare_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "compare_lists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"credit_cards_id" integer
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"card_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fortune_cookies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"content" varchar NOT NULL,
  	"category" "enum_fortune_cookies_category",
  	"date_for_display" varchar,
  	"is_viewed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"risk_tolerance" "enum_user_preferences_risk_tolerance",
  	"monthly_income" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_preferences_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"featured_image_id" integer,
  	"author_id" integer,
  	"published" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "blog_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "blog_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"user_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"approved" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "card_interactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"card_id" integer NOT NULL,
  	"interaction_type" "enum_card_interactions_interaction_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar DEFAULT 'exit_intent_popup',
  	"consent_text" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"banks_id" integer,
  	"card_types_id" integer,
  	"features_id" integer,
  	"credit_cards_id" integer,
  	"leads_id" integer,
  	"lead_notes_id" integer,
  	"compare_lists_id" integer,
  	"favorites_id" integer,
  	"fortune_cookies_id" integer,
  	"user_preferences_id" integer,
  	"blog_categories_id" integer,
  	"blog_posts_id" integer,
  	"blog_comments_id" integer,
  	"card_interactions_id" integer,
  	"newsletter_subscribers_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_cards_texts" ADD CONSTRAINT "credit_cards_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards_rels" ADD CONSTRAINT "credit_cards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards_rels" ADD CONSTRAINT "credit_cards_rels_card_types_fk" FOREIGN KEY ("card_types_id") REFERENCES "public"."card_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "credit_cards_rels" ADD CONSTRAINT "credit_cards_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_texts" ADD CONSTRAINT "leads_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_lists" ADD CONSTRAINT "compare_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "compare_lists_rels" ADD CONSTRAINT "compare_lists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."compare_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "compare_lists_rels" ADD CONSTRAINT "compare_lists_rels_credit_cards_fk" FOREIGN KEY ("credit_cards_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fortune_cookies" ADD CONSTRAINT "fortune_cookies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_preferences_texts" ADD CONSTRAINT "user_preferences_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_texts" ADD CONSTRAINT "blog_posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_interactions" ADD CONSTRAINT "card_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_interactions" ADD CONSTRAINT "card_interactions_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banks_fk" FOREIGN KEY ("banks_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_card_types_fk" FOREIGN KEY ("card_types_id") REFERENCES "public"."card_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_cards_fk" FOREIGN KEY ("credit_cards_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_notes_fk" FOREIGN KEY ("lead_notes_id") REFERENCES "public"."lead_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_compare_lists_fk" FOREIGN KEY ("compare_lists_id") REFERENCES "public"."compare_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fortune_cookies_fk" FOREIGN KEY ("fortune_cookies_id") REFERENCES "public"."fortune_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_preferences_fk" FOREIGN KEY ("user_preferences_id") REFERENCES "public"."user_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_comments_fk" FOREIGN KEY ("blog_comments_id") REFERENCES "public"."blog_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_card_interactions_fk" FOREIGN KEY ("card_interactions_id") REFERENCES "public"."card_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_verification_token_idx" ON "users" USING btree ("verification_token");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE UNIQUE INDEX "banks_name_idx" ON "banks" USING btree ("name");
  CREATE UNIQUE INDEX "banks_slug_idx" ON "banks" USING btree ("slug");
  CREATE INDEX "banks_is_active_idx" ON "banks" USING btree ("is_active");
  CREATE INDEX "banks_updated_at_idx" ON "banks" USING btree ("updated_at");
  CREATE INDEX "banks_created_at_idx" ON "banks" USING btree ("created_at");
  CREATE UNIQUE INDEX "card_types_name_idx" ON "card_types" USING btree ("name");
  CREATE INDEX "card_types_updated_at_idx" ON "card_types" USING btree ("updated_at");
  CREATE INDEX "card_types_created_at_idx" ON "card_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "features_name_idx" ON "features" USING btree ("name");
  CREATE INDEX "features_updated_at_idx" ON "features" USING btree ("updated_at");
  CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");
  CREATE INDEX "credit_cards_name_idx" ON "credit_cards" USING btree ("name");
  CREATE UNIQUE INDEX "credit_cards_slug_idx" ON "credit_cards" USING btree ("slug");
  CREATE INDEX "credit_cards_bank_idx" ON "credit_cards" USING btree ("bank_id");
  CREATE INDEX "credit_cards_minimum_salary_idx" ON "credit_cards" USING btree ("minimum_salary");
  CREATE INDEX "credit_cards_is_featured_idx" ON "credit_cards" USING btree ("is_featured");
  CREATE INDEX "credit_cards_featured_order_idx" ON "credit_cards" USING btree ("featured_order");
  CREATE INDEX "credit_cards_is_active_idx" ON "credit_cards" USING btree ("is_active");
  CREATE INDEX "credit_cards_updated_at_idx" ON "credit_cards" USING btree ("updated_at");
  CREATE INDEX "credit_cards_created_at_idx" ON "credit_cards" USING btree ("created_at");
  CREATE INDEX "credit_cards_texts_order_parent" ON "credit_cards_texts" USING btree ("order","parent_id");
  CREATE INDEX "credit_cards_rels_order_idx" ON "credit_cards_rels" USING btree ("order");
  CREATE INDEX "credit_cards_rels_parent_idx" ON "credit_cards_rels" USING btree ("parent_id");
  CREATE INDEX "credit_cards_rels_path_idx" ON "credit_cards_rels" USING btree ("path");
  CREATE INDEX "credit_cards_rels_card_types_id_idx" ON "credit_cards_rels" USING btree ("card_types_id");
  CREATE INDEX "credit_cards_rels_features_id_idx" ON "credit_cards_rels" USING btree ("features_id");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_card_idx" ON "leads" USING btree ("card_id");
  CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "leads_texts_order_parent" ON "leads_texts" USING btree ("order","parent_id");
  CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id");
  CREATE INDEX "lead_notes_user_idx" ON "lead_notes" USING btree ("user_id");
  CREATE INDEX "lead_notes_updated_at_idx" ON "lead_notes" USING btree ("updated_at");
  CREATE INDEX "lead_notes_created_at_idx" ON "lead_notes" USING btree ("created_at");
  CREATE INDEX "compare_lists_user_idx" ON "compare_lists" USING btree ("user_id");
  CREATE INDEX "compare_lists_updated_at_idx" ON "compare_lists" USING btree ("updated_at");
  CREATE INDEX "compare_lists_created_at_idx" ON "compare_lists" USING btree ("created_at");
  CREATE INDEX "compare_lists_rels_order_idx" ON "compare_lists_rels" USING btree ("order");
  CREATE INDEX "compare_lists_rels_parent_idx" ON "compare_lists_rels" USING btree ("parent_id");
  CREATE INDEX "compare_lists_rels_path_idx" ON "compare_lists_rels" USING btree ("path");
  CREATE INDEX "compare_lists_rels_credit_cards_id_idx" ON "compare_lists_rels" USING btree ("credit_cards_id");
  CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id");
  CREATE INDEX "favorites_card_idx" ON "favorites" USING btree ("card_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_card_idx" ON "favorites" USING btree ("user_id","card_id");
  CREATE INDEX "fortune_cookies_user_idx" ON "fortune_cookies" USING btree ("user_id");
  CREATE INDEX "fortune_cookies_date_for_display_idx" ON "fortune_cookies" USING btree ("date_for_display");
  CREATE INDEX "fortune_cookies_updated_at_idx" ON "fortune_cookies" USING btree ("updated_at");
  CREATE INDEX "fortune_cookies_created_at_idx" ON "fortune_cookies" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_preferences_user_idx" ON "user_preferences" USING btree ("user_id");
  CREATE INDEX "user_preferences_updated_at_idx" ON "user_preferences" USING btree ("updated_at");
  CREATE INDEX "user_preferences_created_at_idx" ON "user_preferences" USING btree ("created_at");
  CREATE INDEX "user_preferences_texts_order_parent" ON "user_preferences_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_featured_image_idx" ON "blog_posts" USING btree ("featured_image_id");
  CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id");
  CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published");
  CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts_texts_order_parent" ON "blog_posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "blog_posts_rels_order_idx" ON "blog_posts_rels" USING btree ("order");
  CREATE INDEX "blog_posts_rels_parent_idx" ON "blog_posts_rels" USING btree ("parent_id");
  CREATE INDEX "blog_posts_rels_path_idx" ON "blog_posts_rels" USING btree ("path");
  CREATE INDEX "blog_posts_rels_blog_categories_id_idx" ON "blog_posts_rels" USING btree ("blog_categories_id");
  CREATE INDEX "blog_comments_post_idx" ON "blog_comments" USING btree ("post_id");
  CREATE INDEX "blog_comments_user_idx" ON "blog_comments" USING btree ("user_id");
  CREATE INDEX "blog_comments_approved_idx" ON "blog_comments" USING btree ("approved");
  CREATE INDEX "blog_comments_updated_at_idx" ON "blog_comments" USING btree ("updated_at");
  CREATE INDEX "blog_comments_created_at_idx" ON "blog_comments" USING btree ("created_at");
  CREATE INDEX "card_interactions_user_idx" ON "card_interactions" USING btree ("user_id");
  CREATE INDEX "card_interactions_card_idx" ON "card_interactions" USING btree ("card_id");
  CREATE INDEX "card_interactions_updated_at_idx" ON "card_interactions" USING btree ("updated_at");
  CREATE INDEX "card_interactions_created_at_idx" ON "card_interactions" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_banks_id_idx" ON "payload_locked_documents_rels" USING btree ("banks_id");
  CREATE INDEX "payload_locked_documents_rels_card_types_id_idx" ON "payload_locked_documents_rels" USING btree ("card_types_id");
  CREATE INDEX "payload_locked_documents_rels_features_id_idx" ON "payload_locked_documents_rels" USING btree ("features_id");
  CREATE INDEX "payload_locked_documents_rels_credit_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_cards_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_notes_id");
  CREATE INDEX "payload_locked_documents_rels_compare_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("compare_lists_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_fortune_cookies_id_idx" ON "payload_locked_documents_rels" USING btree ("fortune_cookies_id");
  CREATE INDEX "payload_locked_documents_rels_user_preferences_id_idx" ON "payload_locked_documents_rels" USING btree ("user_preferences_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_blog_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_comments_id");
  CREATE INDEX "payload_locked_documents_rels_card_interactions_id_idx" ON "payload_locked_documents_rels" USING btree ("card_interactions_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "banks" CASCADE;
  DROP TABLE "card_types" CASCADE;
  DROP TABLE "features" CASCADE;
  DROP TABLE "credit_cards" CASCADE;
  DROP TABLE "credit_cards_texts" CASCADE;
  DROP TABLE "credit_cards_rels" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "leads_texts" CASCADE;
  DROP TABLE "lead_notes" CASCADE;
  DROP TABLE "compare_lists" CASCADE;
  DROP TABLE "compare_lists_rels" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "fortune_cookies" CASCADE;
  DROP TABLE "user_preferences" CASCADE;
  DROP TABLE "user_preferences_texts" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_texts" CASCADE;
  DROP TABLE "blog_posts_rels" CASCADE;
  DROP TABLE "blog_comments" CASCADE;
  DROP TABLE "card_interactions" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_credit_cards_network";
  DROP TYPE "public"."enum_leads_source";
  DROP TYPE "public"."enum_leads_preferred_contact_method";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_fortune_cookies_category";
  DROP TYPE "public"."enum_user_preferences_risk_tolerance";
  DROP TYPE "public"."enum_card_interactions_interaction_type";`)
}
