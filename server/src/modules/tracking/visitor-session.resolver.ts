import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { VisitorSession } from './visitor-session.entity';
import { VisitorSessionInput } from './visitor-session.input';
import { recordVisitorSession } from './visitor-session.service';

/** Public: anonymous visitors record their session too. */
@Resolver(() => VisitorSession)
export class VisitorSessionResolver {
  @Mutation(() => VisitorSession, { description: 'Records a browsing session (upsert by sessionUuid).' })
  recordVisitorSession(@Ctx() ctx: Context, @Arg('input', () => VisitorSessionInput) input: VisitorSessionInput): Promise<VisitorSession> {
    return recordVisitorSession(ctx, input);
  }
}
