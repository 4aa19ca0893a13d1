import { Migration } from '@mikro-orm/migrations';

/*
 * The per-visit delivery log becomes a table partitioned by month of `at` (UTC), so that retention drops whole months
 * (docs/operations.md "Partitions"). A unique key of a partitioned table must contain the partition key: the primary
 * key becomes (visit_id, at), and the insert keeps a visit id stored once by looking for it first
 * (modules/delivery/delivery.service.ts). Partitions are named delivery_visits_pYYYY_MM; rows of a month without one
 * wait in delivery_visits_default. delivery_visits_partition(month) creates a month's partition and moves those rows
 * into it (the job delivery.partitions calls it ahead of time). Existing rows move into the new table here.
 */
export class Migration20261129220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "delivery_visits" rename to "delivery_visits_unpartitioned";`);
    this.addSql(`alter table "delivery_visits_unpartitioned" rename constraint "delivery_visits_pkey" to "delivery_visits_unpartitioned_pkey";`);
    this.addSql(`alter index "delivery_visits_project_id_at_visit_id_index" rename to "delivery_visits_unpartitioned_project_index";`);
    this.addSql(
      `alter table "delivery_visits_unpartitioned" rename constraint "delivery_visits_project_id_foreign" to "delivery_visits_unpartitioned_project_id_foreign";`,
    );
    this.addSql(
      `create table "delivery_visits" (like "delivery_visits_unpartitioned" including defaults including constraints) partition by range ("at");`,
    );
    this.addSql(`alter table "delivery_visits" add constraint "delivery_visits_pkey" primary key ("visit_id", "at");`);
    this.addSql(`create index "delivery_visits_project_id_at_visit_id_index" on "delivery_visits" ("project_id", "at", "visit_id");`);
    this.addSql(
      `alter table "delivery_visits" add constraint "delivery_visits_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create table "delivery_visits_default" partition of "delivery_visits" default;`);
    this.addSql(`create or replace function delivery_visits_partition(month_start date) returns boolean language plpgsql as $$
declare
  name text := 'delivery_visits_p' || to_char(month_start, 'YYYY_MM');
  lo timestamptz := month_start::timestamp at time zone 'UTC';
  hi timestamptz := (month_start + interval '1 month')::timestamp at time zone 'UTC';
begin
  if to_regclass(name) is not null then
    return false;
  end if;
  execute format('create table %I (like delivery_visits including defaults including constraints)', name);
  execute format('insert into %I select * from delivery_visits_default where at >= %L and at < %L', name, lo, hi);
  execute format('delete from delivery_visits_default where at >= %L and at < %L', lo, hi);
  execute format('alter table delivery_visits attach partition %I for values from (%L) to (%L)', name, lo, hi);
  return true;
end $$;`);
    this.addSql(`do $$
declare
  m date;
begin
  select date_trunc('month', least(min(at), now() - interval '1 month') at time zone 'UTC')::date into m from delivery_visits_unpartitioned;
  while m <= (date_trunc('month', now() at time zone 'UTC') + interval '2 months')::date loop
    perform delivery_visits_partition(m);
    m := (m + interval '1 month')::date;
  end loop;
end $$;`);
    this.addSql(`insert into "delivery_visits" select * from "delivery_visits_unpartitioned";`);
    this.addSql(`drop table "delivery_visits_unpartitioned";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "delivery_visits_unpartitioned" (like "delivery_visits" including defaults including constraints);`);
    this.addSql(`insert into "delivery_visits_unpartitioned" select * from "delivery_visits";`);
    this.addSql(`drop table "delivery_visits" cascade;`);
    this.addSql(`drop function if exists delivery_visits_partition(date);`);
    this.addSql(`alter table "delivery_visits_unpartitioned" rename to "delivery_visits";`);
    this.addSql(`alter table "delivery_visits" add constraint "delivery_visits_pkey" primary key ("visit_id");`);
    this.addSql(`create index "delivery_visits_project_id_at_visit_id_index" on "delivery_visits" ("project_id", "at", "visit_id");`);
    this.addSql(
      `alter table "delivery_visits" add constraint "delivery_visits_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`,
    );
  }
}
