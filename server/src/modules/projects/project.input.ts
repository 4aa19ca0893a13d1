import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { OptionalNotNull } from '../../common/validation';

export const projectListSpec: ListSpec = {
  resource: 'Project',
  filters: {
    title: { kind: 'partial' },
    url: { kind: 'partial' },
    ownerId: { kind: 'int', path: 'owner' },
    owner: { kind: 'partial', path: 'owner.email' },
    packageId: { kind: 'int', path: 'package', zeroMeansNull: true },
    autoRenew: { kind: 'boolean' },
    expiredAt: { kind: 'date' },
    createdAt: { kind: 'date' },
  },
  order: { id: 'id', title: 'title', createdAt: 'createdAt', expiredAt: 'expiredAt', owner: 'owner.email' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

/**
 * The properties a remembered list total of projects may filter on (common/list-totals.ts): the access scope (owner)
 * and the exact filters. A total filtered by title, URL or owner e-mail is counted on every request instead, so that
 * a rename or a new URL changes no remembered total and notifies no process (the trigger fires on these columns only).
 */
export const PROJECT_COUNTED_COLUMNS = ['id', 'owner', 'package', 'autoRenew', 'expiredAt', 'createdAt'] as const;

@InputType()
export class ProjectFilter {
  @Field({ nullable: true }) title?: string;
  @Field({ nullable: true }) url?: string;
  @Field(() => Int, { nullable: true }) ownerId?: number;
  @Field({ nullable: true, description: "Part of the owner's e-mail." }) owner?: string;
  @Field(() => Int, { nullable: true, description: '0 means projects without a package.' }) packageId?: number;
  @Field({ nullable: true }) autoRenew?: boolean;
  @Field(() => DateRangeInput, { nullable: true }) expiredAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class ProjectListArgs extends PageArgs {
  @Field(() => ProjectFilter, { nullable: true })
  filter?: ProjectFilter | null;
}

// http(s) only, with a scheme and a public-looking host, and no user:password@ in it.
const urlOptions = { protocols: ['http', 'https'], require_protocol: true, require_tld: true, disallow_auth: true };
const urlMessage = 'This value is not a valid URL.';

@InputType()
export class ProjectCreateInput {
  @Field()
  @Length(1, 255)
  title!: string;

  @Field()
  @IsUrl(urlOptions, { message: urlMessage })
  @MaxLength(2048)
  url!: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  autoRenew?: boolean;

  @Field(() => Int, { nullable: true, description: 'An active reciprocal link of the gate (GET /api/reciprocal_links/active).' })
  @OptionalNotNull()
  @IsInt()
  reciprocalLinkId?: number;

  @Field(() => Int, { nullable: true, description: 'Staff only: create the project for this user.' })
  @OptionalNotNull()
  @IsInt()
  ownerId?: number;
}

@InputType()
export class ProjectUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 255)
  title?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsUrl(urlOptions, { message: urlMessage })
  @MaxLength(2048)
  url?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  autoRenew?: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'An active reciprocal link of the gate (GET /api/reciprocal_links/active); null removes it.',
  })
  @IsOptional()
  @IsInt()
  reciprocalLinkId?: number | null;
}

@InputType()
export class TrackingCodeInput {
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @Matches(/^(UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,12})$/, {
    each: true,
    message: 'Each id must look like G-XXXXXXX or UA-0000000-0.',
  })
  ga_ids!: string[];
}

@InputType()
export class TrackingCodeUpdateInput {
  @Field(() => [TrackingCodeInput])
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  trackingCode!: TrackingCodeInput[];
}
