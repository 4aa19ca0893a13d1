import { IsBoolean, IsInt, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { OptionalNotNull } from '../../common/validation';

export const reciprocalLinkListSpec: ListSpec = {
  resource: 'ReciprocalLink',
  filters: {
    url: { kind: 'partial' },
    anchor: { kind: 'partial' },
    enabled: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate' },
    createdAt: { kind: 'date' },
  },
  order: { id: 'id', url: 'url', anchor: 'anchor', enabled: 'enabled', createdAt: 'createdAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class ReciprocalLinkFilter {
  @Field({ nullable: true }) url?: string;
  @Field({ nullable: true }) anchor?: string;
  @Field({ nullable: true }) enabled?: boolean;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class ReciprocalLinkListArgs extends PageArgs {
  @Field(() => ReciprocalLinkFilter, { nullable: true })
  filter?: ReciprocalLinkFilter | null;
}

const urlOptions = { protocols: ['http', 'https'], require_protocol: true, require_tld: true };
const urlMessage = 'This value is not a valid URL.';

@InputType()
export class ReciprocalLinkCreateInput {
  @Field()
  @IsUrl(urlOptions, { message: urlMessage })
  @MaxLength(2048)
  url!: string;

  @Field({ nullable: true, description: 'The link text users place on their site.' })
  @OptionalNotNull()
  @MaxLength(255)
  anchor?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  enabled?: boolean;

  @Field(() => Int, { nullable: true, description: 'The gate it is offered on; none means every gate.' })
  @IsOptional()
  @IsInt()
  gateId?: number | null;
}

@InputType()
export class ReciprocalLinkUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @IsUrl(urlOptions, { message: urlMessage })
  @MaxLength(2048)
  url?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(255)
  anchor?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  enabled?: boolean;

  @Field(() => Int, { nullable: true, description: 'null: every gate.' })
  @IsOptional()
  @IsInt()
  gateId?: number | null;
}
