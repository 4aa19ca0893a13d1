import { Migration } from '@mikro-orm/migrations';

// Indexes for the query shapes that exist (an owner's projects by id and by creation time) instead of one per
// column; the single boolean indexes of users and projects dropped (low selectivity, no measured query uses them).
export class Migration20261126143641 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "users_deleted_index";`);
    this.addSql(`drop index "users_email_confirmed_index";`);
    this.addSql(`drop index "users_enabled_index";`);

    this.addSql(`drop index "projects_auto_renew_index";`);
    this.addSql(`drop index "projects_owner_id_index";`);

    this.addSql(`create index "projects_owner_id_created_at_index" on "projects" ("owner_id", "created_at");`);
    this.addSql(`create index "projects_owner_id_id_index" on "projects" ("owner_id", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "projects_owner_id_created_at_index";`);
    this.addSql(`drop index "projects_owner_id_id_index";`);

    this.addSql(`create index "projects_auto_renew_index" on "projects" ("auto_renew");`);
    this.addSql(`create index "projects_owner_id_index" on "projects" ("owner_id");`);

    this.addSql(`create index "users_deleted_index" on "users" ("deleted");`);
    this.addSql(`create index "users_email_confirmed_index" on "users" ("email_confirmed");`);
    this.addSql(`create index "users_enabled_index" on "users" ("enabled");`);
  }

}
