import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';

export const auditListSpec: ListSpec = {
  resource: 'AuditEntry',
  filters: {
    actorId: { kind: 'int' },
    userId: { kind: 'int', path: 'impersonatedUserId' },
    targetType: { kind: 'exact' },
    targetId: { kind: 'int' },
    operation: { kind: 'exact' },
    gateId: { kind: 'int' },
    createdAt: { kind: 'date' },
  },
  order: { id: 'id', createdAt: 'createdAt', actorId: 'actorId', operation: 'operation' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class AuditEntryFilter {
  @Field(() => Int, { nullable: true, description: 'The real user (the admin while switched).' }) actorId?: number;
  @Field(() => Int, { nullable: true, description: 'The user an admin was switched to.' }) userId?: number;
  @Field({ nullable: true }) targetType?: string;
  @Field(() => Int, { nullable: true }) targetId?: number;
  @Field({ nullable: true }) operation?: string;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class AuditListArgs extends PageArgs {
  @Field(() => AuditEntryFilter, { nullable: true })
  filter?: AuditEntryFilter | null;
}
