import { Migration } from '@mikro-orm/migrations';

export class Migration20261124195645 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "delivery_visits" ("visit_id" varchar(100) not null, "project_id" int not null, "at" timestamptz not null, "page_url" varchar(2048) not null, "country" varchar(2) not null, "referrer" varchar(2048) not null default '', "device" varchar(16) not null, "received_at" timestamptz not null default now(), constraint "delivery_visits_pkey" primary key ("visit_id"));`);
    this.addSql(`create index "delivery_visits_project_id_at_visit_id_index" on "delivery_visits" ("project_id", "at", "visit_id");`);

    this.addSql(`create table "delivery_daily_counts" ("project_id" int not null, "dimension" varchar(8) not null, "day" date not null, "key_hash" uuid not null, "key" varchar(2048) not null, "visits" int not null, constraint "delivery_daily_counts_pkey" primary key ("project_id", "dimension", "day", "key_hash"));`);

    this.addSql(`alter table "delivery_visits" add constraint "delivery_visits_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "delivery_daily_counts" add constraint "delivery_daily_counts_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "delivery_visits" cascade;`);

    this.addSql(`drop table if exists "delivery_daily_counts" cascade;`);
  }

}
