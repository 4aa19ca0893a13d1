import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { ApiKey } from './api-key.entity';
import { ApiKeyCreateInput, ApiKeyListArgs } from './api-key.input';
import * as keys from './api-key.service';

export const ApiKeyPage = PageOf(ApiKey);

@ObjectType({ description: 'A new key with its secret: the only answer that ever carries the secret.', simpleResolvers: true })
export class CreatedApiKey {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field({ description: 'tg_… — send it as `Authorization: Bearer <secret>`. Store it now: it is never shown again.' })
  secret!: string;
}

@Authorized()
@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Query(() => ApiKeyPage, { description: 'Your API keys; admins: anyone’s (filter.ownerId).' })
  apiKeys(@Ctx() ctx: Context, @Args(() => ApiKeyListArgs) args: ApiKeyListArgs) {
    return keys.listApiKeys(ctx, args);
  }

  @Query(() => ApiKey)
  apiKey(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<ApiKey> {
    return keys.getApiKey(ctx, id);
  }

  @Mutation(() => CreatedApiKey)
  createApiKey(@Ctx() ctx: Context, @Arg('input', () => ApiKeyCreateInput) input: ApiKeyCreateInput): Promise<CreatedApiKey> {
    return keys.createApiKey(ctx, input);
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once: every later request with it is refused (401).' })
  revokeApiKey(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<ApiKey> {
    return keys.revokeApiKey(ctx, id);
  }

  @FieldResolver(() => Int)
  ownerId(@Root() key: ApiKey): number {
    return key.owner.id;
  }
}
