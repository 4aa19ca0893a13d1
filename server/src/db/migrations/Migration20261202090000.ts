import { Migration } from '@mikro-orm/migrations';

/*
 * A change of projects publishes `project:*` (common/list-totals.ts) only when it can change a remembered list total:
 * an insert, a delete, a truncate, or an update that sets one of the counted columns (PROJECT_COUNTED_COLUMNS in
 * modules/projects/project.input.ts, by their column names here). A rename sets title and updated_at only, so it
 * wakes no listening process. PostgreSQL fires an `UPDATE OF` trigger when the statement's SET names one of the
 * columns, whatever the values.
 */
const COUNTED = ['id', 'owner_id', 'package_id', 'auto_renew', 'expired_at', 'created_at'];

export class Migration20261202090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "projects_notify_totals" on "projects";`);
    this.addSql(
      `create trigger "projects_notify_totals" after insert or delete or truncate on "projects" for each statement execute function "trafficgate_notify_table"('project');`,
    );
    this.addSql(
      `create trigger "projects_notify_totals_update" after update of ${COUNTED.map((c) => `"${c}"`).join(', ')} on "projects" for each statement execute function "trafficgate_notify_table"('project');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "projects_notify_totals_update" on "projects";`);
    this.addSql(`drop trigger if exists "projects_notify_totals" on "projects";`);
    this.addSql(
      `create trigger "projects_notify_totals" after insert or update or delete or truncate on "projects" for each statement execute function "trafficgate_notify_table"('project');`,
    );
  }
}
