import { Migration } from '@mikro-orm/migrations';

export class Migration20261129180135 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "payment_discrepancies" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "provider" varchar(16) not null, "kind" text check ("kind" in ('missing_in_ledger', 'missing_at_nmi', 'amount_differs')) not null, "action" varchar(8) not null, "transaction_id" varchar(64) not null, "order_id" int null, "amount_minor" int not null, "currency" varchar(3) not null, "detail" text not null default '', "day" date not null, "resolved_at" timestamptz null, "resolved_by_id" int null, "resolution_note" text null);`);
    this.addSql(`create index "payment_discrepancies_created_at_index" on "payment_discrepancies" ("created_at");`);
    this.addSql(`create index "payment_discrepancies_order_id_index" on "payment_discrepancies" ("order_id");`);
    this.addSql(`create index "payment_discrepancies_day_index" on "payment_discrepancies" ("day");`);
    this.addSql(`create index "payment_discrepancies_resolved_at_index" on "payment_discrepancies" ("resolved_at");`);
    this.addSql(`alter table "payment_discrepancies" add constraint "payment_discrepancies_provider_kind_action_transa_7075d_unique" unique ("provider", "kind", "action", "transaction_id");`);

    this.addSql(`alter table "payment_discrepancies" add constraint "payment_discrepancies_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "payment_discrepancies" add constraint "payment_discrepancies_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_discrepancies" cascade;`);
  }

}
