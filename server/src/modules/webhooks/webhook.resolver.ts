import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES } from './webhook.events';
import { WebhookDeliveryListArgs, WebhookEndpointCreateInput, WebhookEndpointListArgs, WebhookEndpointUpdateInput } from './webhook.input';
import * as webhooks from './webhook.service';

export const WebhookEndpointPage = PageOf(WebhookEndpoint);
export const WebhookDeliveryPage = PageOf(WebhookDelivery);

@ObjectType({ description: 'An endpoint with its signing secret: only the create and rotate answers carry it.', simpleResolvers: true })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint)
  webhookEndpoint!: WebhookEndpoint;

  @Field({ description: 'whsec_… — verify each delivery with it (Standard Webhooks). Store it now: it is never shown again.' })
  secret!: string;
}

@Authorized()
@Resolver(() => WebhookEndpoint)
export class WebhookEndpointResolver {
  @Query(() => WebhookEndpointPage, { description: 'Your webhook endpoints; admins: anyone’s (filter.ownerId).' })
  webhookEndpoints(@Ctx() ctx: Context, @Args(() => WebhookEndpointListArgs) args: WebhookEndpointListArgs) {
    return webhooks.listWebhookEndpoints(ctx, args);
  }

  @Query(() => WebhookEndpoint)
  webhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<WebhookEndpoint> {
    return webhooks.getWebhookEndpoint(ctx, id);
  }

  @Query(() => WebhookDeliveryPage, { description: 'Every attempt of the endpoint’s deliveries, newest first.' })
  webhookDeliveries(@Ctx() ctx: Context, @Args(() => WebhookDeliveryListArgs) args: WebhookDeliveryListArgs) {
    return webhooks.listWebhookDeliveries(ctx, args);
  }

  @Query(() => WebhookDelivery, { description: 'One delivery attempt of an endpoint you may see.' })
  webhookDelivery(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<WebhookDelivery> {
    return webhooks.getWebhookDelivery(ctx, id);
  }

  @Query(() => [String], { description: 'The event types an endpoint can subscribe to.' })
  webhookEventTypes(): string[] {
    return [...WEBHOOK_EVENT_TYPES];
  }

  @Mutation(() => CreatedWebhookEndpoint)
  createWebhookEndpoint(
    @Ctx() ctx: Context,
    @Arg('input', () => WebhookEndpointCreateInput) input: WebhookEndpointCreateInput,
  ): Promise<CreatedWebhookEndpoint> {
    return webhooks.createWebhookEndpoint(ctx, input);
  }

  @Mutation(() => WebhookEndpoint)
  updateWebhookEndpoint(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WebhookEndpointUpdateInput) input: WebhookEndpointUpdateInput,
  ): Promise<WebhookEndpoint> {
    return webhooks.updateWebhookEndpoint(ctx, id, input);
  }

  @Mutation(() => Boolean)
  deleteWebhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    return webhooks.deleteWebhookEndpoint(ctx, id);
  }

  @Mutation(() => CreatedWebhookEndpoint, { description: 'A new secret; the previous one keeps signing beside it for 24 hours.' })
  rotateWebhookEndpointSecret(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<CreatedWebhookEndpoint> {
    return webhooks.rotateWebhookEndpointSecret(ctx, id);
  }

  @Mutation(() => WebhookDelivery, { description: 'Queues a webhook.test event; answers its first attempt (pending).' })
  testWebhookEndpoint(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<WebhookDelivery> {
    return webhooks.testWebhookEndpoint(ctx, id);
  }

  @Mutation(() => WebhookDelivery, { description: 'A new attempt of the same event (same webhook-id), pending.' })
  redeliverWebhookDelivery(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<WebhookDelivery> {
    return webhooks.redeliverWebhookDelivery(ctx, id);
  }

  @FieldResolver(() => Int)
  ownerId(@Root() endpoint: WebhookEndpoint): number {
    return endpoint.owner.id;
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => Int)
  endpointId(@Root() delivery: WebhookDelivery): number {
    return delivery.endpoint.id;
  }
}
