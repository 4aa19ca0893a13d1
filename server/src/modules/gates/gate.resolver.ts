import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { Gate, type GateConfig } from './gate.entity';
import { GateCreateInput, GateListArgs, GateUpdateInput } from './gate.input';
import * as gates from './gate.service';

export const GatePage = PageOf(Gate);

/** What every visitor's browser needs to render a brand: the gate's public configuration, without its host rules. */
@ObjectType({ simpleResolvers: true })
export class PublicGate {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field()
  apiBase!: string;

  @Field(() => GraphQLJSONObject, { description: 'Theme, texts, payment methods, blog, chat, tags, social logins.' })
  config!: GateConfig;
}

@Resolver(() => PublicGate)
export class GatePublicResolver {
  @Query(() => PublicGate, { description: "The gate serving this request (by Host), for the site's theme and texts." })
  currentGate(@Ctx() ctx: Context): PublicGate {
    const { id, name, description, apiBase, config } = ctx.gate;
    return { id, name, description, apiBase, config };
  }
}

@Authorized(Role.SuperAdmin)
@Resolver(() => Gate)
export class GateResolver {
  @Query(() => GatePage)
  gates(@Ctx() ctx: Context, @Args(() => GateListArgs) args: GateListArgs) {
    return gates.listGates(ctx, args);
  }

  @Query(() => Gate)
  gate(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Gate> {
    return gates.getGate(ctx, id);
  }

  @Mutation(() => Gate)
  createGate(@Ctx() ctx: Context, @Arg('input', () => GateCreateInput) input: GateCreateInput): Promise<Gate> {
    return gates.createGate(ctx, input);
  }

  @Mutation(() => Gate)
  updateGate(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GateUpdateInput) input: GateUpdateInput,
  ): Promise<Gate> {
    return gates.updateGate(ctx, id, input);
  }
}
