import { IsInt, Length, Matches, MaxLength, NotEquals } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection, TransactionSource } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { OptionalNotNull } from '../../common/validation';

export const transactionListSpec: ListSpec = {
  resource: 'Transaction',
  filters: {
    source: { kind: 'enum', values: Object.values(TransactionSource) },
    ownerId: { kind: 'int', path: 'owner' },
    packageId: { kind: 'int', path: 'package' },
    orderId: { kind: 'int', path: 'order' },
    owner: { kind: 'partial', path: 'owner.email' },
    reference: { kind: 'partial' },
    createdAt: { kind: 'date' },
  },
  order: { id: 'id', createdAt: 'createdAt', quantity: 'quantity', source: 'source' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class TransactionFilter {
  @Field({ nullable: true, description: 'One of the TransactionSource values (payment, promotion_bonus, …).' }) source?: string;
  @Field(() => Int, { nullable: true }) ownerId?: number;
  @Field(() => Int, { nullable: true }) packageId?: number;
  @Field(() => Int, { nullable: true }) orderId?: number;
  @Field({ nullable: true, description: "Part of the owner's e-mail." }) owner?: string;
  @Field({ nullable: true }) reference?: string;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class TransactionListArgs extends PageArgs {
  @Field(() => TransactionFilter, { nullable: true })
  filter?: TransactionFilter | null;
}

const quantityMessage = 'The quantity must be a non-zero whole number.';

@InputType({ description: 'A manual ledger entry by an admin: positive credits, negative debits.' })
export class TransactionCreateInput {
  @Field(() => Int)
  @IsInt()
  ownerId!: number;

  @Field(() => Int)
  @IsInt()
  packageId!: number;

  @Field(() => Int)
  @IsInt({ message: quantityMessage })
  @NotEquals(0, { message: quantityMessage })
  quantity!: number;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(2000)
  comment?: string;

  @Field({ nullable: true, description: 'Unique among admin entries; default admin-<uuid>.' })
  @OptionalNotNull()
  @Length(1, 128)
  @Matches(/^\S+$/, { message: 'The reference may not contain spaces.' })
  reference?: string;
}

@InputType({ description: 'The ledger is append-only: only the comment of an entry can change.' })
export class TransactionUpdateInput {
  @Field()
  @MaxLength(2000)
  comment!: string;
}
