import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { Post } from './post.entity';
import { PostCreateInput, PostListArgs, PostUpdateInput } from './post.input';
import * as posts from './post.service';

export const PostPage = PageOf(Post);

@Authorized(Role.Manager)
@Resolver(() => Post)
export class PostResolver {
  @Query(() => PostPage)
  posts(@Ctx() ctx: Context, @Args(() => PostListArgs) args: PostListArgs) {
    return posts.listPosts(ctx, args);
  }

  @Query(() => Post)
  post(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Post> {
    return posts.getPost(ctx, id);
  }

  @Mutation(() => Post)
  createPost(@Ctx() ctx: Context, @Arg('input', () => PostCreateInput) input: PostCreateInput): Promise<Post> {
    return posts.createPost(ctx, input);
  }

  @Mutation(() => Post)
  updatePost(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PostUpdateInput) input: PostUpdateInput,
  ): Promise<Post> {
    return posts.updatePost(ctx, id, input);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The gate it belongs to; null means every gate.' })
  gateId(@Root() post: Post): number | null {
    return post.gate?.id ?? null;
  }
}

/** Public: the blog of the request's gate. */
@Resolver()
export class BlogResolver {
  @Query(() => Post, { description: "A published blog post of this gate; not found while the gate's blog is disabled." })
  blogPost(@Ctx() ctx: Context, @Arg('slug', () => String) slug: string): Promise<Post> {
    return posts.getBlogPost(ctx, slug);
  }

  @Query(() => PostPage, { description: "The published blog of this gate, newest first; empty while the gate's blog is disabled." })
  blogPosts(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ) {
    return posts.listBlogPosts(ctx, page, limit);
  }
}
