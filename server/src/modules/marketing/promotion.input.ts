import { IsBoolean, IsDate, IsInt, IsNumber, IsOptional, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { PromotionType, SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
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

@InputType()
export class PromotionCreateInput {
  @Field()
  @Length(1, 120)
  name!: string;

  @Field()
  @Length(1, 64)
  code!: string;

  @Field(() => PromotionType, { nullable: true })
  @OptionalNotNull()
  type?: PromotionType;

  @Field(() => Float, { description: 'Greater than 1 and at most 10.' })
  @IsNumber()
  creditsMultiplier!: number;

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

  @Field()
  @IsDate()
  startAt!: Date;

  @Field({ description: 'After startAt.' })
  @IsDate()
  endAt!: Date;

  @Field(() => String, { nullable: true, description: 'Only for visitors from this utm_source.' })
  @IsOptional()
  @MaxLength(120)
  utmSource?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmMedium?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmCampaign?: string | null;

  @Field(() => Int, { nullable: true, description: 'The gate it runs on; none means every gate.' })
  @IsOptional()
  @IsInt()
  gateId?: number | null;
}

@InputType()
export class PromotionUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  name?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 64)
  code?: string;

  @Field(() => PromotionType, { nullable: true })
  @OptionalNotNull()
  type?: PromotionType;

  @Field(() => Float, { nullable: true })
  @OptionalNotNull()
  @IsNumber()
  creditsMultiplier?: number;

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

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsDate()
  startAt?: Date;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsDate()
  endAt?: Date;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmSource?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmMedium?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmCampaign?: string | null;

  @Field(() => Int, { nullable: true, description: 'null: every gate.' })
  @IsOptional()
  @IsInt()
  gateId?: number | null;
}

@ArgsType()
export class ActivePromotionArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmSource?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmMedium?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmCampaign?: string | null;
}
