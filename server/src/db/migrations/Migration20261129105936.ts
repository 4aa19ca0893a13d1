import { Migration } from '@mikro-orm/migrations';

/*
 * What a delivery report may say to judge a visit against its order (docs/targeting.md): the source class, keyword,
 * network and settings version. Nullable columns without a default: adding them rewrites no row of the big table.
 * Visits stored before count as source `unknown`, so the new daily counter dimension starts equal to the totals.
 */
export class Migration20261129105936 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "delivery_visits" add column "source" varchar(16) null, add column "keyword" varchar(100) null, add column "network" varchar(32) null, add column "settings_version" int null;`);
    this.addSql(
      `insert into "delivery_daily_counts" ("project_id", "dimension", "day", "key_hash", "key", "visits") select "project_id", 'source', "day", md5('unknown')::uuid, 'unknown', "visits" from "delivery_daily_counts" where "dimension" = 'total' on conflict do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "delivery_daily_counts" where "dimension" = 'source';`);
    this.addSql(`alter table "delivery_visits" drop column "source", drop column "keyword", drop column "network", drop column "settings_version";`);
  }

}
