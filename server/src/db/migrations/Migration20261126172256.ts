import { Migration } from '@mikro-orm/migrations';

// Endpoints (secret readable to sign with, hidden from answers) and one row per delivery attempt.
export class Migration20261126172256 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoints" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "owner_id" int not null, "url" varchar(2048) not null, "description" varchar(500) null, "events" text[] not null default '{}', "enabled" boolean not null default true, "disabled_at" timestamptz null, "disabled_reason" varchar(255) null, "secret" varchar(100) not null, "previous_secret" varchar(100) null, "previous_secret_expires_at" timestamptz null, "last_delivery_at" timestamptz null, "failing_since" timestamptz null);`);
    this.addSql(`create index "webhook_endpoints_created_at_index" on "webhook_endpoints" ("created_at");`);
    this.addSql(`create index "webhook_endpoints_owner_id_id_index" on "webhook_endpoints" ("owner_id", "id");`);

    this.addSql(`create table "webhook_deliveries" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "endpoint_id" int not null, "event_id" varchar(40) not null, "event_type" varchar(40) not null, "body" text not null, "attempt" int not null, "trigger" varchar(16) not null default 'event', "status" varchar(16) not null default 'pending', "status_code" int null, "duration_ms" int null, "error" varchar(500) null, "next_retry_at" timestamptz null, "attempted_at" timestamptz null);`);
    this.addSql(`create index "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_event_id_index" on "webhook_deliveries" ("endpoint_id", "event_id");`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_id_index" on "webhook_deliveries" ("endpoint_id", "id");`);

    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }

}
