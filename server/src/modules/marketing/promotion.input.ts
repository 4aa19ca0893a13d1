import { IsBoolean, IsDate, IsInt, IsNumber, IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, type ClassType, Field, Float, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { PromotionType, SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { withUtmFields } from '../../common/utm.input';
import { OptionalNotNull } from '../../common/validation';

export const promotionListSpec: ListSpec = {
  resource: 'Promotion',
  filters: {
    name: { kind: 'partial' },
    code: { kind: 'partial' },
    type: { kind: 'enum', values: Object.values(PromotionType) },
    enabled: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate' },
    startAt: { kind: 'date' },
    endAt: { kind: 'date' },
    createdAt: { kind: 'date' },
  },
  order: {
    id: 'id',
    name: 'name',
    code: 'code',
    enabled: 'enabled',
    creditsMultiplier: 'creditsMultiplier',
    createdAt: 'createdAt',
    startAt: 'startAt',
    endAt: 'endAt',
  },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class PromotionFilter {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) code?: string;
  @Field(() => PromotionType, { nullable: true }) type?: PromotionType;
  @Field({ nullable: true }) enabled?: boolean;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) startAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) endAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class PromotionListArgs extends PageArgs {
  @Field(() => PromotionFilter, { nullable: true })
  filter?: PromotionFilter | null;
}

/*
 * Create and update share most fields; the fields that differ (required on create, optional on update) stand in a
 * head (name, code, creditsMultiplier) and a schedule (startAt, endAt) class per variant, between the shared mixins.
 */

/** The offer a promotion shows, after the fields of Base. */
function withPromotionOffer<T extends ClassType>(Base: T) {
  @InputType()
  class PromotionOffer extends Base {
    @Field(() => PromotionType, { nullable: true })
    @OptionalNotNull()
    type?: PromotionType;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(255)
    offerTitle?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(10000)
    offerDescription?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @IsBoolean()
    enabled?: boolean;
  }
  return PromotionOffer;
}

/** Whom a promotion is for (its utm narrowing and its gate), after the fields of Base. */
function withPromotionAudience<T extends ClassType>(Base: T) {
  @InputType()
  class PromotionAudience extends withUtmFields(Base, (parameter) => `Only for visitors from this ${parameter}.`) {
    @Field(() => Int, { nullable: true, description: 'The gate it runs on; none (null) means every gate.' })
    @IsOptional()
    @IsInt()
    gateId?: number | null;
  }
  return PromotionAudience;
}

@InputType()
class PromotionCreateHead {
  @Field()
  @Length(1, 120)
  name!: string;

  @Field()
  @Length(1, 64)
  code!: string;

  @Field(() => Float, { description: 'Greater than 1 and at most 10.' })
  @IsNumber()
  creditsMultiplier!: number;
}

@InputType()
class PromotionCreateSchedule extends withPromotionOffer(PromotionCreateHead) {
  @Field()
  @IsDate()
  startAt!: Date;

  @Field({ description: 'After startAt.' })
  @IsDate()
  endAt!: Date;
}

@InputType()
export class PromotionCreateInput extends withPromotionAudience(PromotionCreateSchedule) {}

@InputType()
class PromotionUpdateHead {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  name?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 64)
  code?: string;

  @Field(() => Float, { nullable: true, description: 'Greater than 1 and at most 10.' })
  @OptionalNotNull()
  @IsNumber()
  creditsMultiplier?: number;
}

@InputType()
class PromotionUpdateSchedule extends withPromotionOffer(PromotionUpdateHead) {
  @Field({ nullable: true })
  @OptionalNotNull()
  @IsDate()
  startAt?: Date;

  @Field({ nullable: true, description: 'After startAt.' })
  @OptionalNotNull()
  @IsDate()
  endAt?: Date;
}

@InputType()
export class PromotionUpdateInput extends withPromotionAudience(PromotionUpdateSchedule) {}

/** The visitor's stored utm attribution: the promotions aimed at it come first. */
@ArgsType()
export class ActivePromotionArgs extends withUtmFields(class {}) {}
