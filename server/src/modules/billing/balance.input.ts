import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { PageArgs } from '../../graphql/list.types';

export const balanceListSpec: ListSpec = {
  resource: 'Balance',
  filters: {
    ownerId: { kind: 'int', path: 'owner' },
    packageId: { kind: 'int', path: 'package' },
  },
  order: { id: 'id', quantity: 'quantity', updatedAt: 'updatedAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.ASC }],
};

@InputType()
export class BalanceFilter {
  @Field(() => Int, { nullable: true, description: "Staff only: another user's balances (default: your own)." }) ownerId?: number;
  @Field(() => Int, { nullable: true }) packageId?: number;
}

@ArgsType()
export class BalanceListArgs extends PageArgs {
  @Field(() => BalanceFilter, { nullable: true })
  filter?: BalanceFilter | null;
}
