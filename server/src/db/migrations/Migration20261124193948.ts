import { Migration } from '@mikro-orm/migrations';

export class Migration20261124193948 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "invoice_counters" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "gate_id" int not null, "year" int not null, "last_sequence" int not null);`);
    this.addSql(`create index "invoice_counters_created_at_index" on "invoice_counters" ("created_at");`);
    this.addSql(`alter table "invoice_counters" add constraint "invoice_counters_gate_id_year_unique" unique ("gate_id", "year");`);

    this.addSql(`create table "invoices" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "payment_id" int not null, "owner_id" int not null, "gate_id" int not null, "number" varchar(32) not null, "year" int not null, "sequence" int not null, "amount_minor" int not null, "currency" varchar(3) not null, "issued_at" timestamptz not null, "buyer_name" varchar(255) not null, "buyer_email" varchar(255) not null, "receipt_sent_at" timestamptz null);`);
    this.addSql(`create index "invoices_created_at_index" on "invoices" ("created_at");`);
    this.addSql(`create index "invoices_order_id_index" on "invoices" ("order_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_payment_id_unique" unique ("payment_id");`);
    this.addSql(`create index "invoices_owner_id_index" on "invoices" ("owner_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_gate_id_year_sequence_unique" unique ("gate_id", "year", "sequence");`);
    this.addSql(`alter table "invoices" add constraint "invoices_gate_id_number_unique" unique ("gate_id", "number");`);

    this.addSql(`alter table "invoice_counters" add constraint "invoice_counters_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "invoices" add constraint "invoices_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoices" add constraint "invoices_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoices" add constraint "invoices_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoices" add constraint "invoices_gate_id_foreign" foreign key ("gate_id") references "gates" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "orders" add column "recurring" boolean not null default false, add column "renews_at" timestamptz null, add column "flagged_reason" varchar(255) null, add column "refund_shortfall" int not null default 0, add column "promotion_id" int null;`);
    this.addSql(`alter table "orders" add constraint "orders_promotion_id_foreign" foreign key ("promotion_id") references "promotions" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_counters" cascade;`);

    this.addSql(`drop table if exists "invoices" cascade;`);

    this.addSql(`alter table "orders" drop constraint "orders_promotion_id_foreign";`);

    this.addSql(`alter table "orders" drop column "recurring", drop column "renews_at", drop column "flagged_reason", drop column "refund_shortfall", drop column "promotion_id";`);
  }

}
