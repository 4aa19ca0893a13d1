import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { ActionTokenPurpose } from '../../common/statuses';
import { User } from '../users/user.entity';

/**
 * One-use token behind an e-mail link (verify, activate, reset password, unsubscribe). Only a SHA-256 of the
 * token is stored; the link carries the token itself.
 */
@Entity({ tableName: 'action_tokens' })
export class ActionToken extends BaseEntity<'usedAt' | 'payload'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => ActionTokenPurpose, nativeEnumName: 'action_token_purpose' })
  purpose!: ActionTokenPurpose;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  /** What the link confirms beyond the user, e.g. the new address of an e-mail change. */
  @Property({ type: 'string', length: 180, nullable: true })
  payload: string | null = null;
}
