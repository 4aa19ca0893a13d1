import { Migration } from '@mikro-orm/migrations';

/** The off-target flag of a project (docs/targeting.md "Off target"), set and cleared by the hourly check. */
export class Migration20261129111527 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "projects" add column "off_target_since" timestamptz null, add column "off_target_gap" double precision null, add column "off_target_on" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "projects" drop column "off_target_since", drop column "off_target_gap", drop column "off_target_on";`);
  }

}
