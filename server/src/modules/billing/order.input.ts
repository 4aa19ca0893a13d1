import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { OrderStatus, SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';

export const orderListSpec: ListSpec = {
  resource: 'Order',
  filters: {
    status: { kind: 'enum', values: Object.values(OrderStatus) },
    paymentProvider: { kind: 'exact' },
    ownerId: { kind: 'int', path: 'owner' },
    packageId: { kind: 'int', path: 'package' },
    createdAt: { kind: 'date' },
    firstPaymentAt: { kind: 'date' },
    lastPaymentAt: { kind: 'date' },
  },
  order: { id: 'id', createdAt: 'createdAt', status: 'status', lastPaymentAt: 'lastPaymentAt', firstPaymentAt: 'firstPaymentAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class OrderFilter {
  @Field({ nullable: true, description: 'One of the OrderStatus values (paid, active, …).' }) status?: string;
  @Field({ nullable: true }) paymentProvider?: string;
  @Field(() => Int, { nullable: true }) ownerId?: number;
  @Field(() => Int, { nullable: true }) packageId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) firstPaymentAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) lastPaymentAt?: DateRangeInput;
}

@ArgsType()
export class OrderListArgs extends PageArgs {
  @Field(() => OrderFilter, { nullable: true })
  filter?: OrderFilter | null;
}
