import { Migration } from '@mikro-orm/migrations';

export class Migration20261124193534 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "projects" add column "period" int not null default 0, add column "reminded_for" timestamptz null, add column "ended_for" timestamptz null;`);
    // Periods already booked (references project-{id}-{n}) count, so the next one gets the next number.
    this.addSql(`update "projects" p set "period" = coalesce((
      select max(substring(t."reference" from '^project-[0-9]+-([0-9]+)$')::int) from "transactions" t
      where t."source" = 'project_assignment' and t."reference" like 'project-' || p."id" || '-%'), 0);`);

    this.addSql(`alter type "action_token_purpose" add value if not exists 'change_email' after 'unsubscribe';`);

    this.addSql(`alter table "action_tokens" add column "payload" varchar(180) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "action_tokens" drop column "payload";`);

    this.addSql(`alter table "projects" drop column "period", drop column "reminded_for", drop column "ended_for";`);
  }

}
