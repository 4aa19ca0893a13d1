import type { ClassType } from 'type-graphql';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { SortDirection } from '../common/statuses';

@InputType({ description: 'One sort key; several are applied in order.' })
export class OrderByInput {
  @Field()
  field!: string;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction: SortDirection = SortDirection.ASC;
}

@InputType({ description: 'A date range; a bare date (YYYY-MM-DD) as `before` means the end of that day, UTC.' })
export class DateRangeInput {
  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => String, { nullable: true })
  before?: string | null;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'Page number, from 1 (default 1).' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: 'Page size, default 10, at most 50.' })
  limit?: number | null;

  @Field(() => [OrderByInput], { nullable: true })
  order?: OrderByInput[] | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * The `{ items, total, page, limit }` page type of a list
 * (docs/architecture.md#graphql-is-the-one-authorization-path-rest-runs-it-in-process).
 */
export function PageOf<T extends object>(itemClass: ClassType<T>, name = itemClass.name): ClassType<Page<T>> {
  @ObjectType(`${name}Page`, { simpleResolvers: true })
  class PageClass implements Page<T> {
    @Field(() => [itemClass])
    items!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    limit!: number;
  }
  return PageClass;
}
