import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Role } from '../auth/roles';
import { slugTool } from './slug.service';

@Authorized(Role.Admin)
@Resolver()
export class SlugResolver {
  @Mutation(() => String, { description: 'Turns a text into a URL slug (admin tool).' })
  slugify(@Ctx() ctx: Context, @Arg('slug', () => String) slug: string): string {
    return slugTool(ctx, slug);
  }
}
