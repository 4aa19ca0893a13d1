import { Migration } from '@mikro-orm/migrations';

export class Migration20261129175422 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column "renewal_failures" int not null default 0, add column "charging_until" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop column "renewal_failures", drop column "charging_until";`);
  }

}
