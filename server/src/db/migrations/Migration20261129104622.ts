import { Migration } from '@mikro-orm/migrations';

/*
 * A project's traffic settings: one row per saved version, numbered per project (docs/targeting.md). The unique
 * (project_id, version) index also serves reading a project's newest version.
 */
export class Migration20261129104622 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "project_traffic_settings" ("id" serial primary key, "project_id" int not null, "version" int not null, "settings" jsonb not null, "changed_by_id" int null, "acting_admin_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "project_traffic_settings" add constraint "project_traffic_settings_project_id_version_unique" unique ("project_id", "version");`);

    this.addSql(`alter table "project_traffic_settings" add constraint "project_traffic_settings_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_traffic_settings" add constraint "project_traffic_settings_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "project_traffic_settings" add constraint "project_traffic_settings_acting_admin_id_foreign" foreign key ("acting_admin_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "project_traffic_settings" cascade;`);
  }

}
