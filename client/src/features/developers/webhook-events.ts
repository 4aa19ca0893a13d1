/*
 * The events a webhook endpoint may subscribe to, in words. The server's `webhookEventTypes`
 * is the list the form offers; a type missing here is shown by its name alone.
 */
export const WEBHOOK_EVENT_HINTS: Record<string, string> = {
  'order.paid': 'An order is paid',
  'order.refunded': 'An order is refunded',
  'order.canceled': 'A subscription is canceled',
  'project.created': 'A project is created',
  'project.package_assigned': 'A package is put on a project',
  'project.expiring': 'A project expires in a few days',
  'project.expired': 'A project has expired',
  'project.renewed': 'A project is renewed',
  'balance.low': 'The credit balance runs low',
  'webhook.test': 'A test event sent from this page',
};

/** "Succeeded" / "Failed" / "Pending" chips of the delivery log. */
export const DELIVERY_STATUS: Record<string, { label: string; color: 'success' | 'error' | 'warning' | 'default' }> = {
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  pending: { label: 'Pending', color: 'warning' },
};

export function deliveryStatus(status: string) {
  return DELIVERY_STATUS[status] ?? { label: status, color: 'default' as const };
}

/** Where a violation of the create/update input belongs: `input.events[2]` → `events`. */
export function violationField(propertyPath: string): string {
  return propertyPath.replace(/^input\./, '').replace(/\[\d+\]$/, '');
}
