import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { ReciprocalLink } from '../marketing/reciprocal-link.entity';
import { Package } from '../packages/package.entity';
import { User } from '../users/user.entity';

/** One analytics tracking code of a project: the analytics ids it reports to. */
export interface TrackingCodeEntry {
  ga_ids: string[];
}

/**
 * A user's website that receives traffic from the package assigned to it. Indexes follow the query shapes:
 * an owner's list in its default order (newest id first) or by creation time, one index each, which also serve the
 * owner foreign key; no index on the auto-renew flag (half the rows either way; the renewal sweep reads by expiry).
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'projects' })
@Index({ properties: ['owner', 'id'] })
@Index({ properties: ['owner', 'createdAt'] })
export class Project extends BaseEntity<
  | 'package'
  | 'reciprocalLink'
  | 'expiredAt'
  | 'autoRenew'
  | 'trackingCodes'
  | 'gaId'
  | 'visitorsCount'
  | 'campaignId'
  | 'url'
  | 'period'
  | 'remindedFor'
  | 'endedFor'
  | 'offTargetSince'
  | 'offTargetGap'
  | 'offTargetOn'
> {
  @Field()
  @Index()
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field()
  @Property({ type: 'string', length: 2048, default: '' })
  url: string = '';

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Index()
  @ManyToOne(() => Package, { nullable: true, deleteRule: 'set null' })
  package: Package | null = null;

  @Index()
  @ManyToOne(() => ReciprocalLink, { nullable: true, deleteRule: 'set null' })
  reciprocalLink: ReciprocalLink | null = null;

  @Field(() => Date, { nullable: true })
  @Index()
  @Property({ type: 'datetime', nullable: true })
  expiredAt: Date | null = null;

  @Field()
  @Property({ type: 'boolean', default: false })
  autoRenew: boolean = false;

  /** Read and written through the VIP-only trackingCode calls (docs/product.md#roles), so not a plain field. */
  @Property({ type: 'json', default: '[]' })
  trackingCodes: TrackingCodeEntry[] = [];

  /** Analytics id and visitor count: visible to the owner and to support staff (docs/product.md#roles). */
  @Property({ type: 'string', length: 64, nullable: true })
  gaId: string | null = null;

  @Property({ type: 'integer', default: 0 })
  visitorsCount: number = 0;

  /**
   * How many package periods were put on the project (assignments and renewals). Period n is booked in the ledger
   * as `project-{id}-{n}`, a reference that can be booked once only: no period is ever paid twice.
   */
  @Property({ type: 'integer', default: 0 })
  period: number = 0;

  /** The `expiredAt` whose three-days-before reminder was sent (once per period). */
  @Property({ type: 'datetime', nullable: true })
  remindedFor: Date | null = null;

  /** The `expiredAt` whose end was handled (renewal refused or not asked: campaign stopped, owner told). */
  @Property({ type: 'datetime', nullable: true })
  endedFor: Date | null = null;

  /**
   * Since when the delivered mix is off the order (docs/targeting.md "Off target"), by how many points at the last
   * check and on which value; null while on target. Set and cleared by the hourly delivery.targets check only.
   */
  @Field(() => Date, { nullable: true, description: 'Since when the delivered mix is off the order; null while on target.' })
  @Property({ type: 'datetime', nullable: true })
  offTargetSince: Date | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'Points between an ordered and a delivered share at the last check, while off target.',
  })
  @Property({ type: 'double', nullable: true })
  offTargetGap: number | null = null;

  @Field(() => String, { nullable: true, description: 'Where the largest gap is, e.g. "countries: CA", while off target.' })
  @Property({ type: 'string', length: 64, nullable: true })
  offTargetOn: string | null = null;

  /** Id of the traffic campaign at the delivery network; status is looked up live. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  campaignId: string | null = null;
}

@ObjectType({ simpleResolvers: true })
export class TrackingCode {
  @Field(() => [String])
  ga_ids!: string[];
}

@ObjectType({ simpleResolvers: true })
export class ProjectVisitors {
  @Field(() => Int)
  visitorsCount!: number;
}
