import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142954 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reciprocal_link_checks" ("id" serial primary key, "project_id" int not null, "link_id" int not null, "page_url" varchar(2048) not null, "status" varchar(16) not null, "nofollow" boolean not null default false, "error" text null, "checked_at" timestamptz not null, "rewarded_at" timestamptz null);`);
    this.addSql(`alter table "reciprocal_link_checks" add constraint "reciprocal_link_checks_project_id_unique" unique ("project_id");`);
    this.addSql(`create index "reciprocal_link_checks_link_id_index" on "reciprocal_link_checks" ("link_id");`);
    this.addSql(`create index "reciprocal_link_checks_checked_at_index" on "reciprocal_link_checks" ("checked_at");`);

    this.addSql(`alter table "reciprocal_link_checks" add constraint "reciprocal_link_checks_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reciprocal_link_checks" add constraint "reciprocal_link_checks_link_id_foreign" foreign key ("link_id") references "reciprocal_links" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter type "transaction_source" add value if not exists 'reciprocal_link' after 'refund';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reciprocal_link_checks" cascade;`);
  }

}
