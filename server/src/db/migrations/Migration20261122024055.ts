import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024055 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "email_campaign_status" as enum ('draft', 'scheduled', 'sending', 'sent', 'paused');`);
    this.addSql(`create type "email_campaign_type" as enum ('newsletter', 'promotion', 'reminder', 'welcome');`);
    this.addSql(`create type "promotion_type" as enum ('credits_multiplier');`);
    this.addSql(`create type "order_status" as enum ('new', 'pending', 'paid', 'active', 'cancelled', 'expired', 'refunded', 'failed');`);
    this.addSql(`create type "transaction_source" as enum ('payment', 'promotion_bonus', 'admin', 'demo', 'project_assignment', 'refund');`);
    this.addSql(`create type "payment_status" as enum ('pending', 'succeeded', 'failed', 'refunded');`);
    this.addSql(`create type "action_token_purpose" as enum ('verify_email', 'activate_email', 'reset_password', 'unsubscribe');`);
    this.addSql(`create table "gates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "host" varchar(255) not null, "enabled" boolean not null default true, "is_default" boolean not null default false, "description" text not null default '', "api_base" varchar(255) not null default '/api', "config" jsonb not null);`);
    this.addSql(`create index "gates_created_at_index" on "gates" ("created_at");`);
    this.addSql(`alter table "gates" add constraint "gates_host_unique" unique ("host");`);
    this.addSql(`create index "gates_enabled_index" on "gates" ("enabled");`);
    this.addSql(`create unique index "gates_single_default" on "gates" ("is_default") where "is_default";`);

    this.addSql(`create table "email_campaigns" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "code" varchar(64) not null, "status" "email_campaign_status" not null default 'draft', "type" "email_campaign_type" not null default 'newsletter', "onetime" boolean not null default true, "enabled" boolean not null default true, "start_at" timestamptz null, "end_at" timestamptz null, "subject" varchar(255) not null default '', "body_html" text not null default '', "body_text" text not null default '', "gate_id" int null);`);
    this.addSql(`create index "email_campaigns_created_at_index" on "email_campaigns" ("created_at");`);
    this.addSql(`alter table "email_campaigns" add constraint "email_campaigns_code_unique" unique ("code");`);
    this.addSql(`create index "email_campaigns_status_index" on "email_campaigns" ("status");`);
    this.addSql(`create index "email_campaigns_type_index" on "email_campaigns" ("type");`);
    this.addSql(`create index "email_campaigns_enabled_index" on "email_campaigns" ("enabled");`);
    this.addSql(`create index "email_campaigns_start_at_index" on "email_campaigns" ("start_at");`);
    this.addSql(`create index "email_campaigns_gate_id_index" on "email_campaigns" ("gate_id");`);

    this.addSql(`create table "cookie_consent_logs" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "cookie_types" varchar(255) not null, "session_uuid" uuid not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "gate_id" int not null);`);
    this.addSql(`create index "cookie_consent_logs_created_at_index" on "cookie_consent_logs" ("created_at");`);
    this.addSql(`create index "cookie_consent_logs_session_uuid_index" on "cookie_consent_logs" ("session_uuid");`);
    this.addSql(`create index "cookie_consent_logs_gate_id_index" on "cookie_consent_logs" ("gate_id");`);

    this.addSql(`create table "packages" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "code" varchar(64) not null, "description" text not null default '', "size" int not null, "price_minor" int not null, "currency" varchar(3) not null default 'USD', "duration_days" int not null default 30, "active" boolean not null default true, "parent_id" int null, "professional" boolean not null default false, "guaranteed_alexa" boolean not null default false, "free" boolean not null default false, "show_on_main_page" boolean not null default false, "position" int not null default 0, "gate_id" int null);`);
    this.addSql(`create index "packages_created_at_index" on "packages" ("created_at");`);
    this.addSql(`alter table "packages" add constraint "packages_code_unique" unique ("code");`);
    this.addSql(`create index "packages_size_index" on "packages" ("size");`);
    this.addSql(`create index "packages_active_index" on "packages" ("active");`);
    this.addSql(`create index "packages_parent_id_index" on "packages" ("parent_id");`);
    this.addSql(`create index "packages_professional_index" on "packages" ("professional");`);
    this.addSql(`create index "packages_guaranteed_alexa_index" on "packages" ("guaranteed_alexa");`);
    this.addSql(`create index "packages_show_on_main_page_index" on "packages" ("show_on_main_page");`);
    this.addSql(`create index "packages_gate_id_index" on "packages" ("gate_id");`);

    this.addSql(`create table "posts" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(255) not null, "slug" varchar(255) not null, "enabled" boolean not null default true, "blog" boolean not null default true, "excerpt" text not null default '', "content" text not null default '', "publicated_at" timestamptz null, "gate_id" int null);`);
    this.addSql(`create index "posts_created_at_index" on "posts" ("created_at");`);
    this.addSql(`create index "posts_enabled_index" on "posts" ("enabled");`);
    this.addSql(`create index "posts_blog_index" on "posts" ("blog");`);
    this.addSql(`create index "posts_publicated_at_index" on "posts" ("publicated_at");`);
    this.addSql(`create index "posts_gate_id_index" on "posts" ("gate_id");`);
    this.addSql(`alter table "posts" add constraint "posts_slug_unique" unique ("slug");`);

    this.addSql(`create table "promotions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(120) not null, "code" varchar(64) not null, "type" "promotion_type" not null default 'credits_multiplier', "credits_multiplier" numeric(6,3) not null, "offer_title" varchar(255) not null default '', "offer_description" text not null default '', "enabled" boolean not null default true, "start_at" timestamptz not null, "end_at" timestamptz not null, "utm_source" varchar(120) null, "utm_medium" varchar(120) null, "utm_campaign" varchar(120) null, "gate_id" int null);`);
    this.addSql(`create index "promotions_created_at_index" on "promotions" ("created_at");`);
    this.addSql(`alter table "promotions" add constraint "promotions_code_unique" unique ("code");`);
    this.addSql(`create index "promotions_enabled_index" on "promotions" ("enabled");`);
    this.addSql(`create index "promotions_end_at_index" on "promotions" ("end_at");`);
    this.addSql(`create index "promotions_gate_id_index" on "promotions" ("gate_id");`);
    this.addSql(`create index "promotions_start_at_end_at_index" on "promotions" ("start_at", "end_at");`);

    this.addSql(`create table "reciprocal_links" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "url" varchar(2048) not null, "anchor" varchar(255) not null default '', "enabled" boolean not null default true, "gate_id" int null);`);
    this.addSql(`create index "reciprocal_links_created_at_index" on "reciprocal_links" ("created_at");`);
    this.addSql(`create index "reciprocal_links_enabled_index" on "reciprocal_links" ("enabled");`);
    this.addSql(`create index "reciprocal_links_gate_id_index" on "reciprocal_links" ("gate_id");`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(180) not null, "gate_id" int not null, "password_hash" varchar(255) not null, "roles" text[] not null default '{}', "enabled" boolean not null default true, "deleted" boolean not null default false, "unsubscribed" boolean not null default false, "email_confirmed" boolean not null default false, "last_activity" timestamptz null, "display_name" varchar(120) not null default '', "country" varchar(2) null);`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`create index "users_email_index" on "users" ("email");`);
    this.addSql(`create index "users_gate_id_index" on "users" ("gate_id");`);
    this.addSql(`create index "users_enabled_index" on "users" ("enabled");`);
    this.addSql(`create index "users_deleted_index" on "users" ("deleted");`);
    this.addSql(`create index "users_email_confirmed_index" on "users" ("email_confirmed");`);
    this.addSql(`create index "users_last_activity_index" on "users" ("last_activity");`);
    this.addSql(`alter table "users" add constraint "users_gate_id_email_unique" unique ("gate_id", "email");`);

    this.addSql(`create table "projects" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(255) not null, "url" varchar(2048) not null default '', "owner_id" int not null, "package_id" int null, "reciprocal_link_id" int null, "expired_at" timestamptz null, "auto_renew" boolean not null default false, "tracking_codes" jsonb not null default '[]', "ga_id" varchar(64) null, "visitors_count" int not null default 0, "campaign_id" varchar(64) null);`);
    this.addSql(`create index "projects_created_at_index" on "projects" ("created_at");`);
    this.addSql(`create index "projects_title_index" on "projects" ("title");`);
    this.addSql(`create index "projects_owner_id_index" on "projects" ("owner_id");`);
    this.addSql(`create index "projects_package_id_index" on "projects" ("package_id");`);
    this.addSql(`create index "projects_reciprocal_link_id_index" on "projects" ("reciprocal_link_id");`);
    this.addSql(`create index "projects_expired_at_index" on "projects" ("expired_at");`);
    this.addSql(`create index "projects_auto_renew_index" on "projects" ("auto_renew");`);

    this.addSql(`create table "orders" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "status" "order_status" not null default 'new', "payment_provider" varchar(32) null, "owner_id" int not null, "package_id" int not null, "quantity" int not null default 1, "amount_minor" int not null, "currency" varchar(3) not null default 'USD', "external_id" varchar(128) null, "first_payment_at" timestamptz null, "last_payment_at" timestamptz null);`);
    this.addSql(`create index "orders_created_at_index" on "orders" ("created_at");`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`create index "orders_payment_provider_index" on "orders" ("payment_provider");`);
    this.addSql(`create index "orders_owner_id_index" on "orders" ("owner_id");`);
    this.addSql(`create index "orders_package_id_index" on "orders" ("package_id");`);
    this.addSql(`create index "orders_first_payment_at_index" on "orders" ("first_payment_at");`);
    this.addSql(`create index "orders_last_payment_at_index" on "orders" ("last_payment_at");`);

    this.addSql(`create table "transactions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "owner_id" int not null, "package_id" int not null, "quantity" int not null, "source" "transaction_source" not null, "reference" varchar(128) not null, "order_id" int null, "comment" text not null default '');`);
    this.addSql(`create index "transactions_created_at_index" on "transactions" ("created_at");`);
    this.addSql(`create index "transactions_owner_id_index" on "transactions" ("owner_id");`);
    this.addSql(`create index "transactions_package_id_index" on "transactions" ("package_id");`);
    this.addSql(`create index "transactions_source_index" on "transactions" ("source");`);
    this.addSql(`create index "transactions_reference_index" on "transactions" ("reference");`);
    this.addSql(`create index "transactions_order_id_index" on "transactions" ("order_id");`);
    this.addSql(`alter table "transactions" add constraint "transactions_source_reference_unique" unique ("source", "reference");`);

    this.addSql(`create table "payments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "provider" varchar(32) not null, "provider_event_id" varchar(128) not null, "status" "payment_status" not null, "amount_minor" int not null, "currency" varchar(3) not null default 'USD', "payload" jsonb null);`);
    this.addSql(`create index "payments_created_at_index" on "payments" ("created_at");`);
    this.addSql(`create index "payments_order_id_index" on "payments" ("order_id");`);
    this.addSql(`create index "payments_status_index" on "payments" ("status");`);
    this.addSql(`alter table "payments" add constraint "payments_provider_provider_event_id_unique" unique ("provider", "provider_event_id");`);

    this.addSql(`create table "email_campaign_histories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email_campaign_id" int not null, "user_id" int not null, "delivered" boolean not null default false, "error" text null);`);
    this.addSql(`create index "email_campaign_histories_created_at_index" on "email_campaign_histories" ("created_at");`);
    this.addSql(`create index "email_campaign_histories_email_campaign_id_index" on "email_campaign_histories" ("email_campaign_id");`);
    this.addSql(`create index "email_campaign_histories_user_id_index" on "email_campaign_histories" ("user_id");`);
    this.addSql(`create index "email_campaign_histories_delivered_index" on "email_campaign_histories" ("delivered");`);

    this.addSql(`create table "balances" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "owner_id" int not null, "package_id" int not null, "quantity" int not null default 0, constraint balances_quantity_not_negative check (quantity >= 0));`);
    this.addSql(`create index "balances_created_at_index" on "balances" ("created_at");`);
    this.addSql(`create index "balances_owner_id_index" on "balances" ("owner_id");`);
    this.addSql(`create index "balances_package_id_index" on "balances" ("package_id");`);
    this.addSql(`create index "balances_quantity_index" on "balances" ("quantity");`);
    this.addSql(`alter table "balances" add constraint "balances_owner_id_package_id_unique" unique ("owner_id", "package_id");`);

    this.addSql(`create table "action_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "purpose" "action_token_purpose" not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "action_tokens_created_at_index" on "action_tokens" ("created_at");`);
    this.addSql(`create index "action_tokens_user_id_index" on "action_tokens" ("user_id");`);
    this.addSql(`alter table "action_tokens" add constraint "action_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "action_tokens_expires_at_index" on "action_tokens" ("expires_at");`);

    this.addSql(`create table "visitor_sessions" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "visitor_uuid" uuid not null, "session_uuid" uuid not null, "utm_source" varchar(120) null, "utm_medium" varchar(120) null, "utm_campaign" varchar(120) null, "ip" varchar(64) null, "country" varchar(2) null, "user_agent" varchar(512) null, "gate_id" int not null, "user_id" int null);`);
    this.addSql(`create index "visitor_sessions_created_at_index" on "visitor_sessions" ("created_at");`);
    this.addSql(`create index "visitor_sessions_visitor_uuid_index" on "visitor_sessions" ("visitor_uuid");`);
    this.addSql(`alter table "visitor_sessions" add constraint "visitor_sessions_session_uuid_unique" unique ("session_uuid");`);
    this.addSql(`create index "visitor_sessions_gate_id_index" on "visitor_sessions" ("gate_id");`);
    this.addSql(`create index "visitor_sessions_user_id_index" on "visitor_sessions" ("user_id");`);

    this.addSql(`alter table "email_campaigns" add constraint "email_campaigns_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "cookie_consent_logs" add constraint "cookie_consent_logs_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "packages" add constraint "packages_parent_id_foreign" foreign key ("parent_id") references "packages" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "packages" add constraint "packages_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "posts" add constraint "posts_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "promotions" add constraint "promotions_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "reciprocal_links" add constraint "reciprocal_links_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "users" add constraint "users_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "projects" add constraint "projects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "projects" add constraint "projects_package_id_foreign" foreign key ("package_id") references "packages" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "projects" add constraint "projects_reciprocal_link_id_foreign" foreign key ("reciprocal_link_id") references "reciprocal_links" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "orders" add constraint "orders_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_package_id_foreign" foreign key ("package_id") references "packages" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "transactions" add constraint "transactions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "transactions" add constraint "transactions_package_id_foreign" foreign key ("package_id") references "packages" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "transactions" add constraint "transactions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "payments" add constraint "payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "email_campaign_histories" add constraint "email_campaign_histories_email_campaign_id_foreign" foreign key ("email_campaign_id") references "email_campaigns" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "email_campaign_histories" add constraint "email_campaign_histories_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "balances" add constraint "balances_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "balances" add constraint "balances_package_id_foreign" foreign key ("package_id") references "packages" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "action_tokens" add constraint "action_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "visitor_sessions" add constraint "visitor_sessions_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visitor_sessions" add constraint "visitor_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_campaigns" drop constraint "email_campaigns_gate_id_foreign";`);

    this.addSql(`alter table "cookie_consent_logs" drop constraint "cookie_consent_logs_gate_id_foreign";`);

    this.addSql(`alter table "packages" drop constraint "packages_gate_id_foreign";`);

    this.addSql(`alter table "posts" drop constraint "posts_gate_id_foreign";`);

    this.addSql(`alter table "promotions" drop constraint "promotions_gate_id_foreign";`);

    this.addSql(`alter table "reciprocal_links" drop constraint "reciprocal_links_gate_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_gate_id_foreign";`);

    this.addSql(`alter table "visitor_sessions" drop constraint "visitor_sessions_gate_id_foreign";`);

    this.addSql(`alter table "email_campaign_histories" drop constraint "email_campaign_histories_email_campaign_id_foreign";`);

    this.addSql(`alter table "packages" drop constraint "packages_parent_id_foreign";`);

    this.addSql(`alter table "projects" drop constraint "projects_package_id_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_package_id_foreign";`);

    this.addSql(`alter table "transactions" drop constraint "transactions_package_id_foreign";`);

    this.addSql(`alter table "balances" drop constraint "balances_package_id_foreign";`);

    this.addSql(`alter table "projects" drop constraint "projects_reciprocal_link_id_foreign";`);

    this.addSql(`alter table "projects" drop constraint "projects_owner_id_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_owner_id_foreign";`);

    this.addSql(`alter table "transactions" drop constraint "transactions_owner_id_foreign";`);

    this.addSql(`alter table "email_campaign_histories" drop constraint "email_campaign_histories_user_id_foreign";`);

    this.addSql(`alter table "balances" drop constraint "balances_owner_id_foreign";`);

    this.addSql(`alter table "action_tokens" drop constraint "action_tokens_user_id_foreign";`);

    this.addSql(`alter table "visitor_sessions" drop constraint "visitor_sessions_user_id_foreign";`);

    this.addSql(`alter table "transactions" drop constraint "transactions_order_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_order_id_foreign";`);

    this.addSql(`drop table if exists "gates" cascade;`);

    this.addSql(`drop table if exists "email_campaigns" cascade;`);

    this.addSql(`drop table if exists "cookie_consent_logs" cascade;`);

    this.addSql(`drop table if exists "packages" cascade;`);

    this.addSql(`drop table if exists "posts" cascade;`);

    this.addSql(`drop table if exists "promotions" cascade;`);

    this.addSql(`drop table if exists "reciprocal_links" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "projects" cascade;`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "transactions" cascade;`);

    this.addSql(`drop table if exists "payments" cascade;`);

    this.addSql(`drop table if exists "email_campaign_histories" cascade;`);

    this.addSql(`drop table if exists "balances" cascade;`);

    this.addSql(`drop table if exists "action_tokens" cascade;`);

    this.addSql(`drop table if exists "visitor_sessions" cascade;`);

    this.addSql(`drop type "email_campaign_status";`);
    this.addSql(`drop type "email_campaign_type";`);
    this.addSql(`drop type "promotion_type";`);
    this.addSql(`drop type "order_status";`);
    this.addSql(`drop type "transaction_source";`);
    this.addSql(`drop type "payment_status";`);
    this.addSql(`drop type "action_token_purpose";`);
  }

}
