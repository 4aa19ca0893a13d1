import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'One value of a dimension: the percent ordered, the percent delivered and how far apart they are.',
  simpleResolvers: true,
})
export class ShareRow {
  @Field() key!: string;

  @Field(() => Float, { nullable: true, description: 'Percent ordered; null where the order does not choose (worldwide, unknown source).' })
  ordered!: number | null;

  @Field(() => Float, { description: 'Percent of the delivered visits.' })
  delivered!: number;

  @Field(() => Float, { nullable: true, description: 'Points between ordered and delivered.' })
  gap!: number | null;
}

@ObjectType({ description: "The visits judged against one settings version, beside that version's order.", simpleResolvers: true })
export class ComparisonSegment {
  @Field(() => Int) version!: number;
  @Field(() => Int) visits!: number;
  @Field(() => Float, { nullable: true, description: 'Percent of the visits that matched the order.' }) matchedShare!: number | null;
  @Field(() => Float, { nullable: true, description: 'The largest gap of any row, in points.' }) maxGap!: number | null;
  @Field(() => [ShareRow]) countries!: ShareRow[];
  @Field(() => [ShareRow]) sources!: ShareRow[];
  @Field(() => [ShareRow]) devices!: ShareRow[];
}

@ObjectType({ simpleResolvers: true })
export class PaceDay {
  @Field() day!: string;
  @Field(() => Int, { description: 'Visitors ordered for the day.' }) ordered!: number;
  @Field(() => Int, { description: 'Visitors delivered on the day.' }) delivered!: number;
}

@ObjectType({ description: 'Delivered versus ordered over a range of whole UTC days.', simpleResolvers: true })
export class DeliveryComparison {
  @Field(() => Int, { description: 'Visits of the range that were judged.' }) visits!: number;
  @Field(() => Float, { nullable: true, description: 'Percent of the visits that matched the settings in force when they arrived.' })
  matchedShare!: number | null;
  @Field(() => [ComparisonSegment], { description: 'One part per settings version that has visits in the range, oldest first.' })
  segments!: ComparisonSegment[];
  @Field(() => [PaceDay]) pace!: PaceDay[];
}
