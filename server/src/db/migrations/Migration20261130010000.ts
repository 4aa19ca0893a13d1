import { Migration } from '@mikro-orm/migrations';

/*
 * The ledger becomes a table partitioned by month of `created_at` (UTC), like the delivery log
 * (db/monthly-partitions.ts, docs/operations.md "Partitions"). A unique key of a partitioned table must contain the
 * partition key, so the rule that a (source, reference) pair is booked once moves to its own table:
 * ledger_references holds every pair ever booked, and a trigger claims the pair in the same statement that inserts
 * the entry, whoever inserts it. A second booking of a pair fails on ledger_references_pkey (a unique violation, as
 * before), and a pair stays claimed when its month is detached for archiving. The primary key becomes
 * (id, created_at); ids still come from the one sequence. An entry's source, reference and time never change (a
 * changed time would move the row to another partition, which PostgreSQL does as a delete and an insert).
 * month_partition(table, column, month) makes a month's partition of either table; delivery_visits_partition
 * becomes a call of it. Existing entries move into the new table here.
 */
export class Migration20261130010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function month_partition(parent text, key text, month_start date) returns boolean language plpgsql as $$
declare
  name text := parent || '_p' || to_char(month_start, 'YYYY_MM');
  lo timestamptz := month_start::timestamp at time zone 'UTC';
  hi timestamptz := (month_start + interval '1 month')::timestamp at time zone 'UTC';
begin
  if to_regclass(name) is not null then
    return false;
  end if;
  execute format('create table %I (like %I including defaults including constraints)', name, parent);
  execute format('insert into %I select * from %I where %I >= %L and %I < %L', name, parent || '_default', key, lo, key, hi);
  execute format('delete from %I where %I >= %L and %I < %L', parent || '_default', key, lo, key, hi);
  execute format('alter table %I attach partition %I for values from (%L) to (%L)', parent, name, lo, hi);
  return true;
end $$;`);
    this.addSql(
      `create or replace function delivery_visits_partition(month_start date) returns boolean language sql as $$ select month_partition('delivery_visits', 'at', month_start) $$;`,
    );

    this.addSql(
      `create table "ledger_references" ("source" "transaction_source" not null, "reference" varchar(128) not null, constraint "ledger_references_pkey" primary key ("source", "reference"));`,
    );
    this.addSql(`insert into "ledger_references" ("source", "reference") select "source", "reference" from "transactions";`);

    this.addSql(`alter table "transactions" rename to "transactions_unpartitioned";`);
    this.addSql(`alter table "transactions_unpartitioned" drop constraint "transactions_source_reference_unique";`);
    for (const c of ['pkey', 'owner_id_foreign', 'package_id_foreign', 'order_id_foreign']) {
      this.addSql(`alter table "transactions_unpartitioned" rename constraint "transactions_${c}" to "transactions_unpartitioned_${c}";`);
    }
    for (const column of INDEXED) {
      this.addSql(`alter index "transactions_${column}_index" rename to "transactions_unpartitioned_${column}_index";`);
    }
    this.addSql(
      `create table "transactions" (like "transactions_unpartitioned" including defaults including constraints) partition by range ("created_at");`,
    );
    this.addSql(`alter sequence "transactions_id_seq" owned by "transactions"."id";`);
    this.addSql(`alter table "transactions" add constraint "transactions_pkey" primary key ("id", "created_at");`);
    for (const column of INDEXED) this.addSql(`create index "transactions_${column}_index" on "transactions" ("${column}");`);
    for (const [column, target, onDelete] of FOREIGN_KEYS) {
      this.addSql(
        `alter table "transactions" add constraint "transactions_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
      );
    }
    this.addSql(`create table "transactions_default" partition of "transactions" default;`);
    this.addSql(`do $$
declare
  m date;
begin
  select date_trunc('month', least(min(created_at), now() - interval '1 month') at time zone 'UTC')::date into m from transactions_unpartitioned;
  while m <= (date_trunc('month', now() at time zone 'UTC') + interval '2 months')::date loop
    perform month_partition('transactions', 'created_at', m);
    m := (m + interval '1 month')::date;
  end loop;
end $$;`);
    this.addSql(`insert into "transactions" select * from "transactions_unpartitioned";`);
    this.addSql(`drop table "transactions_unpartitioned";`);

    this.addSql(`create or replace function ledger_reference_claim() returns trigger language plpgsql as $$
begin
  insert into ledger_references (source, reference) values (new.source, new.reference);
  return new;
end $$;`);
    this.addSql(
      `create trigger "transactions_reference_claim" before insert on "transactions" for each row execute function ledger_reference_claim();`,
    );
    this.addSql(`create or replace function ledger_entry_fixed() returns trigger language plpgsql as $$
begin
  raise exception 'a ledger entry''s source, reference and time never change' using errcode = 'restrict_violation';
end $$;`);
    this.addSql(
      `create trigger "transactions_entry_fixed" before update of "source", "reference", "created_at" on "transactions" for each row when (old.source is distinct from new.source or old.reference is distinct from new.reference or old.created_at is distinct from new.created_at) execute function ledger_entry_fixed();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`create table "transactions_unpartitioned" (like "transactions" including defaults including constraints);`);
    this.addSql(`insert into "transactions_unpartitioned" select * from "transactions";`);
    this.addSql(`alter sequence "transactions_id_seq" owned by "transactions_unpartitioned"."id";`);
    this.addSql(`drop table "transactions" cascade;`);
    this.addSql(`drop function if exists ledger_reference_claim();`);
    this.addSql(`drop function if exists ledger_entry_fixed();`);
    this.addSql(`drop table "ledger_references";`);
    this.addSql(`alter table "transactions_unpartitioned" rename to "transactions";`);
    this.addSql(`alter table "transactions" add constraint "transactions_pkey" primary key ("id");`);
    this.addSql(`alter table "transactions" add constraint "transactions_source_reference_unique" unique ("source", "reference");`);
    for (const column of INDEXED) this.addSql(`create index "transactions_${column}_index" on "transactions" ("${column}");`);
    for (const [column, target, onDelete] of FOREIGN_KEYS) {
      this.addSql(
        `alter table "transactions" add constraint "transactions_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on update cascade on delete ${onDelete};`,
      );
    }
  }
}

/** The ledger's foreign keys: column, the table it refers to, what a delete there does. */
const FOREIGN_KEYS = [
  ['owner_id', 'users', 'cascade'],
  ['package_id', 'packages', 'restrict'],
  ['order_id', 'orders', 'set null'],
] as const;

/** The ledger's single-column indexes (the entity's @Index properties). */
const INDEXED = ['created_at', 'owner_id', 'package_id', 'source', 'reference', 'order_id'];
