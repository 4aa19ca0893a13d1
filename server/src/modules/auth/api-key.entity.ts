import { ArrayType, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { User } from '../users/user.entity';

/**
 * An integrator's API key: its user narrowed by `scopes`. Only a keyed hash of the secret is stored
 * (api-key.secret.ts); `prefix` is the start of the secret, what a person recognises the key by.
 */
@ObjectType({
  description: 'An API key: its owner narrowed by scopes. The secret is shown once, when it is created.',
  simpleResolvers: true,
})
@Entity({ tableName: 'api_keys' })
export class ApiKey extends BaseEntity<'expiresAt' | 'lastUsedAt' | 'revokedAt'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field({ description: 'The first characters of the secret (tg_…), to recognise the key by.' })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  /** HMAC-SHA256 of the secret under the server's API_KEY_SECRET, hex. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  secretHash!: string;

  @Field(() => [String], {
    description: 'What the key may do: projects:read, projects:write, billing:read, billing:write, stats:read, webhooks.',
  })
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  scopes: string[] = [];

  @Field(() => Date, { nullable: true, description: 'After this instant the key is refused (401); null: never expires.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Last request made with the key, to the minute.' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; a revoked key is refused (401).' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
