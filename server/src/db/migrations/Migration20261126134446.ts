import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134446 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "email_campaign_segment" as enum ('all_subscribed', 'never_bought', 'credits_unused', 'project_expiring', 'demo_not_activated');`);
    this.addSql(`create type "email_campaign_delivery" as enum ('sending', 'delivered', 'failed');`);
    this.addSql(`alter table "email_campaigns" add column "segment" "email_campaign_segment" not null default 'all_subscribed', add column "segment_days" int null, add column "period_days" int null, add column "run" int not null default 0, add column "run_started_at" timestamptz null, add column "run_finished_at" timestamptz null, add column "next_run_at" timestamptz null, add column "sender_lease_until" timestamptz null, add column "sender_lease_owner" varchar(36) null;`);

    this.addSql(`alter table "email_campaign_histories" add column "run" int not null default 0, add column "status" "email_campaign_delivery" not null default 'delivered', add column "attempts" int not null default 1, add column "next_attempt_at" timestamptz null, add column "test" boolean not null default false, add column "email" varchar(180) not null default '', add column "sent_at" timestamptz null;`);
    // Rows written before their outcome as a status, the address they went to.
    this.addSql(`update "email_campaign_histories" set "status" = 'failed' where not "delivered";`);
    this.addSql(`update "email_campaign_histories" h set "email" = u."email" from "users" u where u."id" = h."user_id";`);
    this.addSql(`alter table "email_campaign_histories" alter column "user_id" drop not null;`);
    this.addSql(`create index "email_campaign_histories_status_index" on "email_campaign_histories" ("status");`);
    this.addSql(`alter table "email_campaign_histories" add constraint "email_campaign_histories_email_campaign_id_run_user_id_unique" unique ("email_campaign_id", "run", "user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "email_campaign_histories_status_index";`);
    this.addSql(`alter table "email_campaign_histories" drop constraint "email_campaign_histories_email_campaign_id_run_user_id_unique";`);
    this.addSql(`alter table "email_campaign_histories" drop column "run", drop column "status", drop column "attempts", drop column "next_attempt_at", drop column "test", drop column "email", drop column "sent_at";`);

    this.addSql(`alter table "email_campaign_histories" alter column "user_id" type int4 using ("user_id"::int4);`);
    this.addSql(`alter table "email_campaign_histories" alter column "user_id" set not null;`);

    this.addSql(`alter table "email_campaigns" drop column "segment", drop column "segment_days", drop column "period_days", drop column "run", drop column "run_started_at", drop column "run_finished_at", drop column "next_run_at", drop column "sender_lease_until", drop column "sender_lease_owner";`);

    this.addSql(`drop type "email_campaign_segment";`);
    this.addSql(`drop type "email_campaign_delivery";`);
  }

}
