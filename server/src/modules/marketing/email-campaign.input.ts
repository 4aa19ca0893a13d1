import { IsBoolean, IsDate, IsEmail, IsInt, IsOptional, Length, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { EmailCampaignSegment, EmailCampaignStatus, EmailCampaignType, SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { OptionalNotNull } from '../../common/validation';

export const emailCampaignListSpec: ListSpec = {
  resource: 'EmailCampaign',
  filters: {
    name: { kind: 'partial' },
    code: { kind: 'partial' },
    status: { kind: 'enum', values: Object.values(EmailCampaignStatus) },
    type: { kind: 'enum', values: Object.values(EmailCampaignType) },
    segment: { kind: 'enum', values: Object.values(EmailCampaignSegment) },
    onetime: { kind: 'boolean' },
    enabled: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate' },
    createdAt: { kind: 'date' },
    startAt: { kind: 'date' },
    endAt: { kind: 'date' },
  },
  order: {
    id: 'id',
    name: 'name',
    code: 'code',
    status: 'status',
    type: 'type',
    enabled: 'enabled',
    createdAt: 'createdAt',
    startAt: 'startAt',
    endAt: 'endAt',
  },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class EmailCampaignFilter {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) code?: string;
  @Field(() => EmailCampaignStatus, { nullable: true }) status?: EmailCampaignStatus;
  @Field(() => EmailCampaignType, { nullable: true }) type?: EmailCampaignType;
  @Field(() => EmailCampaignSegment, { nullable: true }) segment?: EmailCampaignSegment;
  @Field({ nullable: true }) onetime?: boolean;
  @Field({ nullable: true }) enabled?: boolean;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) startAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) endAt?: DateRangeInput;
}

@ArgsType()
export class EmailCampaignListArgs extends PageArgs {
  @Field(() => EmailCampaignFilter, { nullable: true })
  filter?: EmailCampaignFilter | null;
}

/** The fields an email campaign's create and update share, after the fields of Base (name and code). */
function withEmailCampaignFields<T extends ClassType>(Base: T) {
  @InputType()
  class EmailCampaignFields extends Base {
    @Field(() => EmailCampaignStatus, { nullable: true })
    @OptionalNotNull()
    status?: EmailCampaignStatus;

    @Field(() => EmailCampaignType, { nullable: true })
    @OptionalNotNull()
    type?: EmailCampaignType;

    @Field({ nullable: true, description: 'Sent once per user, never repeated (default true on create).' })
    @OptionalNotNull()
    @IsBoolean()
    onetime?: boolean;

    @Field({ nullable: true })
    @OptionalNotNull()
    @IsBoolean()
    enabled?: boolean;

    @Field(() => Date, { nullable: true, description: 'null clears it.' })
    @IsOptional()
    @IsDate()
    startAt?: Date | null;

    @Field(() => Date, { nullable: true, description: 'After startAt when both are set; null clears it.' })
    @IsOptional()
    @IsDate()
    endAt?: Date | null;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(255)
    subject?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(200000)
    bodyHtml?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(200000)
    bodyText?: string;

    @Field(() => EmailCampaignSegment, { nullable: true, description: 'Whom it goes to (default all_subscribed).' })
    @OptionalNotNull()
    segment?: EmailCampaignSegment;

    @Field(() => Int, { nullable: true, description: 'N days of credits_unused and project_expiring (default 7).' })
    @IsOptional()
    @IsInt()
    @Min(1)
    @Max(3650)
    segmentDays?: number | null;

    @Field(() => Int, { nullable: true, description: 'Recurring campaigns (onetime false): days between two runs.' })
    @IsOptional()
    @IsInt()
    @Min(1)
    @Max(3650)
    periodDays?: number | null;

    @Field(() => Int, { nullable: true, description: 'The gate whose users receive it; none (null) means every gate.' })
    @IsOptional()
    @IsInt()
    gateId?: number | null;
  }
  return EmailCampaignFields;
}

/** Create: name and code are required. */
@InputType()
class EmailCampaignCreateHead {
  @Field()
  @Length(1, 120)
  name!: string;

  @Field()
  @Length(1, 64)
  code!: string;
}

/** Update: every field may be left out. */
@InputType()
class EmailCampaignUpdateHead {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  name?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 64)
  code?: string;
}

@InputType()
export class EmailCampaignCreateInput extends withEmailCampaignFields(EmailCampaignCreateHead) {}

@InputType()
export class EmailCampaignUpdateInput extends withEmailCampaignFields(EmailCampaignUpdateHead) {}

@InputType({ description: 'A test send of a campaign to one address (admin only, docs/product.md#roles).' })
export class EmailCampaignTestSendInput {
  @Field(() => Int)
  @IsInt()
  emailCampaignId!: number;

  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  email!: string;
}
