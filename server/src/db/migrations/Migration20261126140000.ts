import { Migration } from '@mikro-orm/migrations';

/*
 * Changes of cached tables are published on the notification bus (ops/notify-bus.ts), so every process
 * forgets what it remembered, whoever wrote the change (the app, another process, a migration, psql). NOTIFY is
 * delivered at commit and dropped with a rollback. Users: `user:<id>` per changed or deleted row; gates: `gate:*`
 * once per statement (any gate change may move a host or the default).
 */
export class Migration20261126140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "trafficgate_notify_row"() returns trigger language plpgsql as $$
begin
  perform pg_notify('trafficgate_cache', tg_argv[0] || ':' || (case when tg_op = 'DELETE' then old.id else new.id end)::text);
  return null;
end $$;`);
    this.addSql(`create or replace function "trafficgate_notify_table"() returns trigger language plpgsql as $$
begin
  perform pg_notify('trafficgate_cache', tg_argv[0] || ':*');
  return null;
end $$;`);
    this.addSql(`create trigger "users_notify_cache" after update or delete on "users" for each row execute function "trafficgate_notify_row"('user');`);
    this.addSql(
      `create trigger "gates_notify_cache" after insert or update or delete or truncate on "gates" for each statement execute function "trafficgate_notify_table"('gate');`,
    );
    this.addSql(`create trigger "users_notify_cache_truncate" after truncate on "users" for each statement execute function "trafficgate_notify_table"('user');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "users_notify_cache_truncate" on "users";`);
    this.addSql(`drop trigger if exists "gates_notify_cache" on "gates";`);
    this.addSql(`drop trigger if exists "users_notify_cache" on "users";`);
    this.addSql(`drop function if exists "trafficgate_notify_table"();`);
    this.addSql(`drop function if exists "trafficgate_notify_row"();`);
  }
}
