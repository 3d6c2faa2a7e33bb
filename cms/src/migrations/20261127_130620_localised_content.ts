import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { BANK_ARABIC, CARD_TYPE_ARABIC, FEATURE_ARABIC } from '../seed/arabic'

// Localised fields (docs/decisions/037) move from their collection's table into
// `<table>_locales`, one row per document and language. Payload's generated statements only
// dropped the old columns: here every existing value is first copied into the English rows, the
// seeded banks, card types and features found by their English names get their Arabic names, and
// down() copies the English values back before the tables go.

const ARABIC_NAMES = [
  ['banks', BANK_ARABIC],
  ['card_types', CARD_TYPE_ARABIC],
  ['features', FEATURE_ARABIC],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TABLE "credit_cards_locales" (
  	"reward_rate" varchar,
  	"welcome_bonus" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banks_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "card_types_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "features_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );

  INSERT INTO "credit_cards_locales" ("reward_rate", "welcome_bonus", "description", "_locale", "_parent_id")
    SELECT "reward_rate", "welcome_bonus", "description", 'en', "id" FROM "credit_cards";
  INSERT INTO "banks_locales" ("name", "description", "_locale", "_parent_id")
    SELECT "name", "description", 'en', "id" FROM "banks";
  INSERT INTO "card_types_locales" ("name", "description", "_locale", "_parent_id")
    SELECT "name", "description", 'en', "id" FROM "card_types";
  INSERT INTO "features_locales" ("name", "description", "_locale", "_parent_id")
    SELECT "name", "description", 'en', "id" FROM "features";
  INSERT INTO "blog_posts_locales" ("title", "excerpt", "content", "_locale", "_parent_id")
    SELECT "title", "excerpt", "content", 'en', "id" FROM "blog_posts";
  INSERT INTO "blog_categories_locales" ("name", "description", "_locale", "_parent_id")
    SELECT "name", "description", 'en', "id" FROM "blog_categories";
`)
  for (const [table, names] of ARABIC_NAMES) {
    for (const [english, arabic] of Object.entries(names)) {
      const description = 'description' in arabic ? arabic.description : null
      await db.execute(sql`
        INSERT INTO ${sql.identifier(`${table}_locales`)} ("name", "description", "_locale", "_parent_id")
          SELECT ${arabic.name}::varchar, ${description}::varchar, 'ar', "id" FROM ${sql.identifier(table)} WHERE "name" = ${english}`)
    }
  }
  await db.execute(sql`
  DROP INDEX "banks_name_idx";
  DROP INDEX "card_types_name_idx";
  DROP INDEX "features_name_idx";
  ALTER TABLE "credit_cards_locales" ADD CONSTRAINT "credit_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banks_locales" ADD CONSTRAINT "banks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "card_types_locales" ADD CONSTRAINT "card_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."card_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "features_locales" ADD CONSTRAINT "features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_categories_locales" ADD CONSTRAINT "blog_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "credit_cards_locales_locale_parent_id_unique" ON "credit_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "banks_name_idx" ON "banks_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "banks_locales_locale_parent_id_unique" ON "banks_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "card_types_name_idx" ON "card_types_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "card_types_locales_locale_parent_id_unique" ON "card_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "features_name_idx" ON "features_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "features_locales_locale_parent_id_unique" ON "features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_categories_locales_locale_parent_id_unique" ON "blog_categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "credit_cards" DROP COLUMN "reward_rate";
  ALTER TABLE "credit_cards" DROP COLUMN "welcome_bonus";
  ALTER TABLE "credit_cards" DROP COLUMN "description";
  ALTER TABLE "banks" DROP COLUMN "name";
  ALTER TABLE "banks" DROP COLUMN "description";
  ALTER TABLE "card_types" DROP COLUMN "name";
  ALTER TABLE "card_types" DROP COLUMN "description";
  ALTER TABLE "features" DROP COLUMN "name";
  ALTER TABLE "features" DROP COLUMN "description";
  ALTER TABLE "blog_posts" DROP COLUMN "title";
  ALTER TABLE "blog_posts" DROP COLUMN "excerpt";
  ALTER TABLE "blog_posts" DROP COLUMN "content";
  ALTER TABLE "blog_categories" DROP COLUMN "name";
  ALTER TABLE "blog_categories" DROP COLUMN "description";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "banks_name_idx";
  DROP INDEX "card_types_name_idx";
  DROP INDEX "features_name_idx";
  ALTER TABLE "credit_cards" ADD COLUMN "reward_rate" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "welcome_bonus" varchar;
  ALTER TABLE "credit_cards" ADD COLUMN "description" varchar;
  ALTER TABLE "banks" ADD COLUMN "name" varchar;
  ALTER TABLE "banks" ADD COLUMN "description" varchar;
  ALTER TABLE "card_types" ADD COLUMN "name" varchar;
  ALTER TABLE "card_types" ADD COLUMN "description" varchar;
  ALTER TABLE "features" ADD COLUMN "name" varchar;
  ALTER TABLE "features" ADD COLUMN "description" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "title" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "content" jsonb;
  ALTER TABLE "blog_categories" ADD COLUMN "name" varchar;
  ALTER TABLE "blog_categories" ADD COLUMN "description" varchar;
  UPDATE "credit_cards" SET "reward_rate" = l."reward_rate", "welcome_bonus" = l."welcome_bonus", "description" = l."description"
    FROM "credit_cards_locales" l WHERE l."_parent_id" = "credit_cards"."id" AND l."_locale" = 'en';
  UPDATE "banks" SET "name" = l."name", "description" = l."description"
    FROM "banks_locales" l WHERE l."_parent_id" = "banks"."id" AND l."_locale" = 'en';
  UPDATE "card_types" SET "name" = l."name", "description" = l."description"
    FROM "card_types_locales" l WHERE l."_parent_id" = "card_types"."id" AND l."_locale" = 'en';
  UPDATE "features" SET "name" = l."name", "description" = l."description"
    FROM "features_locales" l WHERE l."_parent_id" = "features"."id" AND l."_locale" = 'en';
  UPDATE "blog_posts" SET "title" = l."title", "excerpt" = l."excerpt", "content" = l."content"
    FROM "blog_posts_locales" l WHERE l."_parent_id" = "blog_posts"."id" AND l."_locale" = 'en';
  UPDATE "blog_categories" SET "name" = l."name", "description" = l."description"
    FROM "blog_categories_locales" l WHERE l."_parent_id" = "blog_categories"."id" AND l."_locale" = 'en';
  ALTER TABLE "banks" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "card_types" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "blog_categories" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "credit_cards_locales" CASCADE;
  DROP TABLE "banks_locales" CASCADE;
  DROP TABLE "card_types_locales" CASCADE;
  DROP TABLE "features_locales" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "blog_categories_locales" CASCADE;
  CREATE UNIQUE INDEX "banks_name_idx" ON "banks" USING btree ("name");
  CREATE UNIQUE INDEX "card_types_name_idx" ON "card_types" USING btree ("name");
  CREATE UNIQUE INDEX "features_name_idx" ON "features" USING btree ("name");
  DROP TYPE "public"."_locales";`)
}
