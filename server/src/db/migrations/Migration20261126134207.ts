import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134207 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "api_keys" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "owner_id" int not null, "name" varchar(100) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null default '{}', "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`create index "api_keys_created_at_index" on "api_keys" ("created_at");`);
    this.addSql(`create index "api_keys_owner_id_index" on "api_keys" ("owner_id");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }

}
