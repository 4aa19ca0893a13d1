import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { AuditEntry } from './audit.entity';
import { AuditListArgs } from './audit.input';
import { listAuditEntries } from './audit.service';

export const AuditEntryPage = PageOf(AuditEntry);

@Authorized(Role.Admin)
@Resolver(() => AuditEntry)
export class AuditResolver {
  @Query(() => AuditEntryPage, { description: 'The audit log (staff writes and every write made while switched to a user); admins.' })
  auditEntries(@Ctx() ctx: Context, @Args(() => AuditListArgs) args: AuditListArgs) {
    return listAuditEntries(ctx, args);
  }
}
