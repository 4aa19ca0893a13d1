import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Money received on one UTC day in one currency (payments).', simpleResolvers: true })
export class RevenueDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field() currency!: string;
  @Field(() => Int, { description: 'Succeeded payments, minor units.' }) amountMinor!: number;
  @Field(() => Int, { description: 'Refunded payments, minor units.' }) refundedMinor!: number;
  @Field(() => Int, { description: 'Succeeded payments counted.' }) payments!: number;
}

@ObjectType({ simpleResolvers: true })
export class CountDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({
  description: 'Ledger movements of one UTC day: credits sold (payments), bonus credits and credits spent on projects.',
  simpleResolvers: true,
})
export class CreditsDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int) sold!: number;
  @Field(() => Int) bonus!: number;
  @Field(() => Int, { description: 'Credits spent (project assignments), as a positive number.' }) spent!: number;
}

/** The dashboard's figures for a range; each field is computed by one aggregate query, only when asked for. */
@ObjectType({ simpleResolvers: true })
export class AdminKpis {
  @Field() from!: Date;
  @Field() to!: Date;
  @Field(() => Int, { nullable: true, description: 'The gate the figures are limited to (its users), or null for all.' })
  gateId!: number | null;
}
