/* The transaction forms' values (text as typed) and their conversion to the GraphQL inputs. */
import type { TransactionCreateInput } from '@/graphql/generated/graphql';

export const transactionSourceLabels: Record<string, string> = {
  payment: 'Payment',
  promotion_bonus: 'Promotion bonus',
  admin: 'Admin entry',
  demo: 'Demo',
  project_assignment: 'Project assignment',
  refund: 'Refund',
};

export interface TransactionCreateValues {
  ownerId: string;
  packageId: string;
  /** A credit adds to the owner's balance, a debit takes from it. */
  direction: 'credit' | 'debit';
  /** Always positive in the form; the direction gives the sign. */
  quantity: string;
  /** The reason, kept as the entry's comment. */
  comment: string;
  /** Optional; the server makes one (admin-<uuid>) when blank. */
  reference: string;
}

export const emptyTransaction: TransactionCreateValues = {
  ownerId: '',
  packageId: '',
  direction: 'credit',
  quantity: '1',
  comment: '',
  reference: '',
};

/** The form's fields are named as the server's property paths. */
export function transactionCreateInput(v: TransactionCreateValues): TransactionCreateInput {
  const quantity = Number(v.quantity) * (v.direction === 'debit' ? -1 : 1);
  const reference = v.reference.trim();
  return {
    ownerId: Number(v.ownerId),
    packageId: Number(v.packageId),
    quantity,
    comment: v.comment.trim(),
    ...(reference ? { reference } : {}),
  };
}
