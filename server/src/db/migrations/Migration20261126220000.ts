import { Migration } from '@mikro-orm/migrations';

/*
 * List totals are remembered per process (common/list-totals.ts) until their table changes. Every statement
 * that changes the projects table publishes `project:*` on the notification bus (ops/notify-bus.ts), whoever runs it,
 * through the statement trigger function of Migration20261126140000.
 */
export class Migration20261126220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger "projects_notify_totals" after insert or update or delete or truncate on "projects" for each statement execute function "trafficgate_notify_table"('project');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "projects_notify_totals" on "projects";`);
  }
}
