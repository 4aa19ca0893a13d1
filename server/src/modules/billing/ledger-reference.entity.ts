import { Entity, Enum, PrimaryKey } from '@mikro-orm/core';
import { TransactionSource } from '../../common/statuses';

/**
 * A (source, reference) pair the ledger has booked. Rows are written only by the database, as a ledger entry is
 * inserted (the trigger transactions_reference_claim), and never deleted: a pair is booked once, ever, even after its
 * entry's month is detached for archiving (docs/operations.md "Partitions").
 */
@Entity({ tableName: 'ledger_references' })
export class LedgerReference {
  @Enum({ items: () => TransactionSource, nativeEnumName: 'transaction_source', primary: true })
  source!: TransactionSource;

  @PrimaryKey({ type: 'string', length: 128 })
  reference!: string;
}
