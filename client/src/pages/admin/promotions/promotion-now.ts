/*
 * Which promotion a visitor gets now (docs/product.md#states): a promotion is running when it is enabled and now lies between
 * startAt and endAt; of the running ones a visitor qualifies for (gate: theirs or every gate; each utm narrowing:
 * none or equal to theirs), the first by start (then id) is shown — the order of the server's activePromotions.
 * Worked out here from that rule so the list can say why an overlapping promotion is not what visitors see.
 */

export interface PromotionTiming {
  id: number;
  code: string;
  enabled: boolean;
  startAt: string;
  endAt: string;
  gateId?: number | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export type PromotionNow =
  | { kind: 'disabled' | 'scheduled' | 'ended' | 'shown' }
  /** Running, but an earlier running promotion is shown to every visitor it could reach. */
  | { kind: 'behind'; by: string }
  /** Running and shown, except to the visitors an earlier running promotion also reaches. */
  | { kind: 'shared'; by: string };

const time = (iso: string) => new Date(iso).getTime();

export function isRunning(p: PromotionTiming, now: Date): boolean {
  return p.enabled && time(p.startAt) <= now.getTime() && now.getTime() <= time(p.endAt);
}

/** The server's order of running promotions: by start, then id. */
export function byStart(a: PromotionTiming, b: PromotionTiming): number {
  return time(a.startAt) - time(b.startAt) || a.id - b.id;
}

const UTM = ['utmSource', 'utmMedium', 'utmCampaign'] as const;

/** Whether every visitor `p` reaches is also reached by `q`. */
function covers(q: PromotionTiming, p: PromotionTiming): boolean {
  return (q.gateId == null || q.gateId === p.gateId) && UTM.every((k) => q[k] == null || q[k] === p[k]);
}

/** Whether some visitor is reached by both. */
function overlaps(q: PromotionTiming, p: PromotionTiming): boolean {
  return (q.gateId == null || p.gateId == null || q.gateId === p.gateId) && UTM.every((k) => q[k] == null || p[k] == null || q[k] === p[k]);
}

/** `p`'s state now, given every running promotion (any order). */
export function promotionNow(p: PromotionTiming, running: readonly PromotionTiming[], now: Date): PromotionNow {
  if (!p.enabled) return { kind: 'disabled' };
  if (now.getTime() < time(p.startAt)) return { kind: 'scheduled' };
  if (now.getTime() > time(p.endAt)) return { kind: 'ended' };
  const earlier = [...running].sort(byStart).filter((q) => q.id !== p.id && byStart(q, p) < 0);
  const covering = earlier.find((q) => covers(q, p));
  if (covering) return { kind: 'behind', by: covering.code };
  const sharing = earlier.find((q) => overlaps(q, p));
  return sharing ? { kind: 'shared', by: sharing.code } : { kind: 'shown' };
}

export function promotionNowLabel(state: PromotionNow): string {
  switch (state.kind) {
    case 'disabled':
      return 'Disabled';
    case 'scheduled':
      return 'Scheduled';
    case 'ended':
      return 'Ended';
    case 'shown':
      return 'Shown now';
    case 'behind':
      return `Hidden: ${state.by} is shown first`;
    case 'shared':
      return `Shown now (${state.by} first where both apply)`;
  }
}
