import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsOptional, Length } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { OptionalNotNull } from '../../common/validation';
import { PageArgs } from '../../graphql/list.types';
import { WEBHOOK_EVENT_TYPES } from './webhook.events';

export const webhookEndpointListSpec: ListSpec = {
  resource: 'WebhookEndpoint',
  filters: {
    ownerId: { kind: 'int', path: 'owner' },
    enabled: { kind: 'boolean' },
  },
  order: { id: 'id', url: 'url', createdAt: 'createdAt', lastDeliveryAt: 'lastDeliveryAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

/** Newest attempt first. */
export const webhookDeliveryListSpec: ListSpec = {
  resource: 'WebhookDelivery',
  filters: {},
  order: { id: 'id' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class WebhookEndpointFilter {
  @Field(() => Int, { nullable: true, description: 'Admins: the endpoints of this user. Others see their own only.' })
  ownerId?: number;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean;
}

@ArgsType()
export class WebhookEndpointListArgs extends PageArgs {
  @Field(() => WebhookEndpointFilter, { nullable: true })
  filter?: WebhookEndpointFilter | null;
}

@ArgsType()
export class WebhookDeliveryListArgs {
  @Field(() => Int)
  endpointId!: number;

  @Field(() => Int, { nullable: true, description: 'Page number, from 1 (default 1).' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: 'Page size, default 10, at most 50.' })
  limit?: number | null;
}

const EVENTS_MESSAGE = `Each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}.`;
const EVENTS_DESCRIPTION = `Event types to receive: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

@InputType()
export class WebhookEndpointCreateInput {
  @Field({ description: 'An absolute http(s) URL on a public address; redirects are not followed.' })
  @Length(1, 2048)
  url!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(0, 500)
  description?: string | null;

  @Field(() => [String], { description: EVENTS_DESCRIPTION })
  @ArrayMinSize(1, { message: 'Choose at least one event.' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events!: string[];
}

@InputType()
export class WebhookEndpointUpdateInput {
  @Field(() => String, { nullable: true })
  @OptionalNotNull()
  @Length(1, 2048)
  url?: string;

  @Field(() => String, { nullable: true, description: 'null clears it.' })
  @IsOptional()
  @Length(0, 500)
  description?: string | null;

  @Field(() => [String], { nullable: true, description: EVENTS_DESCRIPTION })
  @OptionalNotNull()
  @ArrayMinSize(1, { message: 'Choose at least one event.' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events?: string[];

  @Field(() => Boolean, { nullable: true, description: 'false: no event is sent to it; true: turns a disabled endpoint back on.' })
  @OptionalNotNull()
  @IsBoolean()
  enabled?: boolean;
}
