import type { Config } from '../../config';
import type { CampaignTargeting } from '../targeting/settings-in-force';

/*
 * The traffic-delivery partner (docs/architecture.md#delivery-reports-serversrcmodulesdelivery, docs/product.md#states and
 * docs/api.md#error-catalogue). We never generate visits: the partner
 * runs one campaign per project. Its API as we model it (a small JSON API, bearer key):
 *
 *   PUT    {DELIVERY_API_URL}/campaigns/{projectId}   CampaignSpec (format 1)             → 200/201 {id?, status?}
 *   DELETE {DELIVERY_API_URL}/campaigns/{projectId}                                     → 200/204 (404: already gone)
 *   GET    {DELIVERY_API_URL}/campaigns/{projectId}                                     → 200 {status}
 *
 * PUT is idempotent (it states what the campaign must be now), so a retried or repeated job changes nothing twice.
 * Calls are made by the job queue (`delivery.sync`, retried with backoff) except the status read, which a user
 * waits for: it has the DELIVERY_TIMEOUT_MS deadline and any failure reads as "unknown".
 */

export const CAMPAIGN_STATUSES = ['active', 'expired', 'no_package', 'paused', 'unknown'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The campaign as the partner receives it: docs/delivery-partner.md describes every field, with an example. */
export interface CampaignSpec extends CampaignTargeting {
  url: string;
  visitors: number;
  startsAt: string;
  endsAt: string;
}

export class DeliveryPartnerError extends Error {}

export class DeliveryPartner {
  private constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  /** The partner of this configuration, or null when DELIVERY_API_URL is unset. */
  static fromConfig(config: Config): DeliveryPartner | null {
    const { apiUrl, apiKey, timeoutMs } = config.delivery;
    return apiUrl ? new DeliveryPartner(apiUrl.replace(/\/+$/, ''), apiKey, timeoutMs) : null;
  }

  private async call(method: 'GET' | 'PUT' | 'DELETE', projectId: number, body?: unknown): Promise<Response> {
    const res = await fetch(`${this.apiUrl}/campaigns/${projectId}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.timeoutMs),
      redirect: 'error',
    });
    return res;
  }

  /** Starts or changes the project's campaign; answers the partner's campaign id. Throws for the queue to retry. */
  async upsertCampaign(projectId: number, spec: CampaignSpec): Promise<string> {
    const res = await this.call('PUT', projectId, spec);
    if (!res.ok) throw new DeliveryPartnerError(`PUT campaign ${projectId}: HTTP ${res.status}`);
    const body = (await res.json().catch(() => ({}))) as { id?: unknown };
    return typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : String(projectId);
  }

  /** Stops the project's campaign; a campaign the partner does not know is stopped already. */
  async stopCampaign(projectId: number): Promise<void> {
    const res = await this.call('DELETE', projectId);
    if (!res.ok && res.status !== 404) throw new DeliveryPartnerError(`DELETE campaign ${projectId}: HTTP ${res.status}`);
  }

  /** The partner's view of the campaign; "unknown" when it fails, times out or answers something else. */
  async campaignStatus(projectId: number): Promise<CampaignStatus> {
    try {
      const res = await this.call('GET', projectId);
      if (res.status === 404) return 'no_package';
      if (!res.ok) return 'unknown';
      const body = (await res.json()) as { status?: unknown };
      return CAMPAIGN_STATUSES.includes(body.status as CampaignStatus) ? (body.status as CampaignStatus) : 'unknown';
    } catch {
      return 'unknown';
    }
  }
}
