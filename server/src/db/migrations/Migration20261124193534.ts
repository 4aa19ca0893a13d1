import { Migration } from '@mikro-orm/migrations';

export class Migration20261124193534 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "projects" add column "period" int not null default 0, add column "reminded_for" timestamptz null, add column "ended_for" timestamptz null;`);

    this.addSql(`alter type "action_token_purpose" add value if not exists 'change_email' after 'unsubscribe';`);

    this.addSql(`alter table "action_tokens" add column "payload" varchar(180) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "action_tokens" drop column "payload";`);

    this.addSql(`alter table "projects" drop column "period", drop column "reminded_for", drop column "ended_for";`);
  }

}
