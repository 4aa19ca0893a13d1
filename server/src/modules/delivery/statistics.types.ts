import { Field, Int, ObjectType } from 'type-graphql';

// The statistics shapes of the projects contract: counts of delivered visits from the partner's reports.

@ObjectType({ simpleResolvers: true })
export class DayCount {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  day!: string;

  @Field(() => Int)
  visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class KeyCount {
  @Field()
  key!: string;

  @Field(() => Int)
  visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class ProjectStatistics {
  @Field(() => Int)
  total!: number;

  @Field(() => [DayCount], { description: 'Every day of the range, days without visits included (0).' })
  perDay!: DayCount[];

  @Field(() => [KeyCount], { description: 'ISO 3166-1 alpha-2 country codes, most visits first.' })
  countries!: KeyCount[];

  @Field(() => [KeyCount], { description: 'Referring URLs, most visits first (at most 50); "(direct)" for visits without one.' })
  referrers!: KeyCount[];

  @Field(() => [KeyCount], { description: 'desktop, mobile, tablet or other, most visits first.' })
  devices!: KeyCount[];

  @Field(() => [KeyCount], {
    description: 'direct, organic, social, referral, or unknown for visits reported without one; most visits first.',
  })
  sources!: KeyCount[];
}

@ObjectType({ simpleResolvers: true })
export class PageCount {
  @Field()
  url!: string;

  @Field(() => Int)
  visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class ProjectPagesResult {
  @Field(() => [PageCount], { description: 'Most visited first.' })
  pages!: PageCount[];

  @Field(() => Int, { description: 'The number of distinct pages visited in the range.' })
  total!: number;
}
