/* The scopes an API key may hold (the server's list is modules/auth/api-key.scopes.ts), in words. */
export const API_KEY_SCOPES = [
  { value: 'projects:read', label: 'Read projects', hint: 'Projects, their status and tracking codes' },
  { value: 'projects:write', label: 'Change projects', hint: 'Create and edit projects, assign packages' },
  { value: 'stats:read', label: 'Read statistics', hint: 'Visited pages and delivery statistics' },
  { value: 'billing:read', label: 'Read billing', hint: 'Balances, orders, transactions and invoices' },
  { value: 'billing:write', label: 'Buy and cancel', hint: 'Checkout and cancel subscriptions' },
  { value: 'webhooks', label: 'Webhooks', hint: 'Manage webhook endpoints' },
] as const;

export type ApiKeyScopeValue = (typeof API_KEY_SCOPES)[number]['value'];

/** Expiry choices of the create form: days from now, or never. */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
] as const;

export function expiryDate(choice: string, now = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}
