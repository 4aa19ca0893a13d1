import { Arg, Args, Authorized, Ctx, Field, Float, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { Promotion } from './promotion.entity';
import { ActivePromotionArgs, PromotionCreateInput, PromotionListArgs, PromotionUpdateInput } from './promotion.input';
import * as promotions from './promotion.service';

export const PromotionPage = PageOf(Promotion);

/**
 * What visitors see of a running promotion (docs/product.md#records "Active promotion"): no admin name, code or targeting.
 * `type` is the stored value (`credits_multiplier`), as the original API showed it.
 */
@ObjectType({ simpleResolvers: true })
export class ActivePromotion {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  type!: string;

  @Field(() => Float)
  creditsMultiplier!: number;

  @Field()
  offerTitle!: string;

  @Field()
  offerDescription!: string;

  @Field()
  startAt!: Date;

  @Field()
  endAt!: Date;
}

@Authorized(Role.Manager)
@Resolver(() => Promotion)
export class PromotionResolver {
  @Query(() => PromotionPage)
  promotions(@Ctx() ctx: Context, @Args(() => PromotionListArgs) args: PromotionListArgs) {
    return promotions.listPromotions(ctx, args);
  }

  @Query(() => Promotion)
  promotion(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Promotion> {
    return promotions.getPromotion(ctx, id);
  }

  @Mutation(() => Promotion)
  createPromotion(@Ctx() ctx: Context, @Arg('input', () => PromotionCreateInput) input: PromotionCreateInput): Promise<Promotion> {
    return promotions.createPromotion(ctx, input);
  }

  @Mutation(() => Promotion)
  updatePromotion(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PromotionUpdateInput) input: PromotionUpdateInput,
  ): Promise<Promotion> {
    return promotions.updatePromotion(ctx, id, input);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Running now and shown to its audience (visitors of its gate with its utm values): no more specific or earlier running promotion takes them. The admin list marks the promotion a visitor would get with it.',
  })
  async shownNow(@Ctx() ctx: Context, @Root() promotion: Promotion): Promise<boolean> {
    return (await promotions.promotionShownInstead(ctx, promotion))?.id === promotion.id;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Running but not shown: the id of the running promotion its audience gets instead (null otherwise).',
  })
  async shadowedById(@Ctx() ctx: Context, @Root() promotion: Promotion): Promise<number | null> {
    const shown = await promotions.promotionShownInstead(ctx, promotion);
    return shown && shown.id !== promotion.id ? shown.id : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The gate it runs on; null means every gate.' })
  gateId(@Root() promotion: Promotion): number | null {
    return promotion.gate?.id ?? null;
  }
}

/** Public: the promotions a visitor of this gate may be offered now. */
@Resolver()
export class PromotionPublicResolver {
  @Query(() => [ActivePromotion], { description: 'Running promotions of this gate for the given utm attribution, by start.' })
  activePromotions(@Ctx() ctx: Context, @Args(() => ActivePromotionArgs) args: ActivePromotionArgs): Promise<ActivePromotion[]> {
    return promotions.activePromotions(ctx, args);
  }
}
