import type { EntityData } from '@mikro-orm/core';
import type { Context } from '../../graphql/context';
import { countryOfIp } from '../geo/geo.service';
import { VisitorSession } from './visitor-session.entity';
import type { VisitorSessionInput } from './visitor-session.input';

type UtmField = 'utmSource' | 'utmMedium' | 'utmCampaign';
type MergeField = UtmField | 'ip' | 'country' | 'updatedAt' | 'user';
const UTM_FIELDS: UtmField[] = ['utmSource', 'utmMedium', 'utmCampaign'];

/**
 * Public (docs/api.md#calls POST /api/sessions): one row per session uuid, written in one `insert … on conflict`
 * statement so concurrent posts of the same session never make two rows. A repeated post refreshes the address,
 * country and the utm values it carries, and attaches the signed-in user; the visitor and gate stay as first
 * recorded.
 */
export async function recordVisitorSession(ctx: Context, input: VisitorSessionInput): Promise<VisitorSession> {
  const data: EntityData<VisitorSession> = {
    visitorUuid: input.visitorUuid.toLowerCase(),
    sessionUuid: input.sessionUuid.toLowerCase(),
    gate: ctx.gate,
    ip: ctx.ip || null,
    country: countryOfIp(ctx.ip).code,
    updatedAt: new Date(),
  };
  const merge: MergeField[] = ['ip', 'country', 'updatedAt'];
  for (const field of UTM_FIELDS) {
    const value = input[field]?.trim();
    if (!value) continue;
    data[field] = value;
    merge.push(field);
  }
  if (ctx.user) {
    data.user = ctx.user;
    merge.push('user');
  }
  return ctx.em.upsert<VisitorSession, MergeField>(VisitorSession, data, {
    onConflictFields: ['sessionUuid'],
    onConflictAction: 'merge',
    onConflictMergeFields: merge,
  });
}
