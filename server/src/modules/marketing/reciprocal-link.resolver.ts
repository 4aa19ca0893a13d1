import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { ReciprocalLink } from './reciprocal-link.entity';
import { ReciprocalLinkCreateInput, ReciprocalLinkListArgs, ReciprocalLinkUpdateInput } from './reciprocal-link.input';
import * as links from './reciprocal-link.service';

export const ReciprocalLinkPage = PageOf(ReciprocalLink);

@Authorized(Role.Manager)
@Resolver(() => ReciprocalLink)
export class ReciprocalLinkResolver {
  @Query(() => ReciprocalLinkPage)
  reciprocalLinks(@Ctx() ctx: Context, @Args(() => ReciprocalLinkListArgs) args: ReciprocalLinkListArgs) {
    return links.listReciprocalLinks(ctx, args);
  }

  @Query(() => ReciprocalLink)
  reciprocalLink(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<ReciprocalLink> {
    return links.getReciprocalLink(ctx, id);
  }

  @Mutation(() => ReciprocalLink)
  createReciprocalLink(
    @Ctx() ctx: Context,
    @Arg('input', () => ReciprocalLinkCreateInput) input: ReciprocalLinkCreateInput,
  ): Promise<ReciprocalLink> {
    return links.createReciprocalLink(ctx, input);
  }

  @Mutation(() => ReciprocalLink)
  updateReciprocalLink(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ReciprocalLinkUpdateInput) input: ReciprocalLinkUpdateInput,
  ): Promise<ReciprocalLink> {
    return links.updateReciprocalLink(ctx, id, input);
  }

  @Mutation(() => Boolean)
  deleteReciprocalLink(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<boolean> {
    return links.deleteReciprocalLink(ctx, id);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The gate it is offered on; null means every gate.' })
  gateId(@Root() link: ReciprocalLink): number | null {
    return link.gate?.id ?? null;
  }
}

/** Signed-in users: the links they may place on their site (docs/api.md#calls). */
@Authorized()
@Resolver()
export class ReciprocalLinkUserResolver {
  @Query(() => [ReciprocalLink], { description: 'Enabled links offered on this gate.' })
  activeReciprocalLinks(@Ctx() ctx: Context): Promise<ReciprocalLink[]> {
    return links.activeReciprocalLinks(ctx);
  }

  @Query(() => ReciprocalLink, { nullable: true, description: 'One enabled link of this gate at random; null when there is none.' })
  randomReciprocalLink(@Ctx() ctx: Context): Promise<ReciprocalLink | null> {
    return links.randomReciprocalLink(ctx);
  }
}
