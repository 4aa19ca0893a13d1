import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { PromotionType } from '../../common/statuses';
import { Gate } from '../gates/gate.entity';

/**
 * A time-boxed offer. `credits_multiplier` promotions multiply the credits of a purchase; the optional utm
 * fields narrow it to visitors who arrived from that campaign.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'promotions' })
@Index({ properties: ['startAt', 'endAt'] })
export class Promotion extends BaseEntity<
  'type' | 'enabled' | 'offerTitle' | 'offerDescription' | 'utmSource' | 'utmMedium' | 'utmCampaign'
> {
  @Field()
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 64, unique: true })
  code!: string;

  @Field(() => PromotionType)
  @Enum({ items: () => PromotionType, nativeEnumName: 'promotion_type', default: PromotionType.credits_multiplier })
  type: PromotionType = PromotionType.credits_multiplier;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 6, scale: 3, runtimeType: 'number' })
  creditsMultiplier!: number;

  @Field()
  @Property({ type: 'string', length: 255, default: '' })
  offerTitle: string = '';

  @Field()
  @Property({ type: 'text', default: '' })
  offerDescription: string = '';

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field()
  @Property({ type: 'datetime' })
  startAt!: Date;

  @Field()
  @Index()
  @Property({ type: 'datetime' })
  endAt!: Date;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmSource: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmMedium: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  utmCampaign: string | null = null;

  @Index()
  @ManyToOne(() => Gate, { nullable: true, deleteRule: 'set null' })
  gate: Gate | null = null;
}
