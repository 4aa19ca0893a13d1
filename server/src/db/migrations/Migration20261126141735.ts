import { Migration } from '@mikro-orm/migrations';

export class Migration20261126141735 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" serial primary key, "actor_id" int not null, "impersonated_user_id" int null, "operation" varchar(100) not null, "target_type" varchar(60) not null, "target_id" int null, "gate_id" int not null, "created_at" timestamptz not null default now(), "detail" jsonb not null default '{}');`);
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_impersonated_user_id_index" on "audit_log" ("impersonated_user_id");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(`create index "audit_log_target_type_target_id_index" on "audit_log" ("target_type", "target_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }

}
