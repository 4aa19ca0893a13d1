/* A webhook endpoint as the server answers it, for the Developers tests. */
export function webhookEndpoint(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'WebhookEndpoint' as const,
    id,
    ownerId: 7,
    url: `https://hooks.example.com/${id}`,
    description: null as string | null,
    events: ['order.paid'],
    enabled: true,
    disabledAt: null as string | null,
    disabledReason: null as string | null,
    previousSecretExpiresAt: null as string | null,
    lastDeliveryAt: null as string | null,
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    ...extra,
  };
}
