import { IsBoolean, IsDate, IsInt, IsOptional, Length, Matches, MaxLength } from 'class-validator';
import { ArgsType, type ClassType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { SLUG_PATTERN } from './slug.service';
import { OptionalNotNull } from '../../common/validation';

export const postListSpec: ListSpec = {
  resource: 'Post',
  filters: {
    title: { kind: 'partial' },
    slug: { kind: 'partial' },
    enabled: { kind: 'boolean' },
    blog: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate' },
    createdAt: { kind: 'date' },
    publicatedAt: { kind: 'date' },
  },
  order: { id: 'id', title: 'title', slug: 'slug', enabled: 'enabled', createdAt: 'createdAt', publicatedAt: 'publicatedAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class PostFilter {
  @Field({ nullable: true }) title?: string;
  @Field({ nullable: true }) slug?: string;
  @Field({ nullable: true }) enabled?: boolean;
  @Field({ nullable: true }) blog?: boolean;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) publicatedAt?: DateRangeInput;
}

@ArgsType()
export class PostListArgs extends PageArgs {
  @Field(() => PostFilter, { nullable: true })
  filter?: PostFilter | null;
}

const slugMessage = 'A slug has lower-case letters, digits and single hyphens only.';

/** The fields a post's create and update share, after the fields of Base (the title). */
function withPostFields<T extends ClassType>(Base: T) {
  @InputType()
  class PostFields extends Base {
    @Field({ nullable: true, description: 'Made from the title when left out on create.' })
    @OptionalNotNull()
    @MaxLength(255)
    @Matches(SLUG_PATTERN, { message: slugMessage })
    slug?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @IsBoolean()
    enabled?: boolean;

    @Field({ nullable: true, description: 'Shown in the blog of gates that have one (default true on create).' })
    @OptionalNotNull()
    @IsBoolean()
    blog?: boolean;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(10000)
    excerpt?: string;

    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(1000000)
    content?: string;

    @Field(() => Date, { nullable: true, description: 'Not public before this moment; never while null (null unpublishes it).' })
    @IsOptional()
    @IsDate()
    publicatedAt?: Date | null;

    @Field(() => Int, { nullable: true, description: 'The gate it belongs to; none (null) means every gate.' })
    @IsOptional()
    @IsInt()
    gateId?: number | null;
  }
  return PostFields;
}

@InputType()
class PostCreateHead {
  @Field()
  @Length(1, 255)
  title!: string;
}

@InputType()
class PostUpdateHead {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 255)
  title?: string;
}

@InputType()
export class PostCreateInput extends withPostFields(PostCreateHead) {}

@InputType()
export class PostUpdateInput extends withPostFields(PostUpdateHead) {}
