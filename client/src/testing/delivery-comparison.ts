/* Replies of the fake GraphQL server for "Delivered versus ordered" (projectDeliveryComparison), shaped like the server's. */

export const shareRow = (key: string, ordered: number | null, delivered: number, gap: number | null) => ({
  __typename: 'ShareRow',
  key,
  ordered,
  delivered,
  gap,
});

/**
 * Two settings versions: 2, a worldwide order (no country order), and 3, ordering US and DE, whose US share is
 * 14.5 points short and whose largest gap is the unordered FR; sources of version 3 have an `unknown` row (reports
 * that named no source).
 */
export function deliveryComparison(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'DeliveryComparison',
    visits: 1540,
    matchedShare: 82.4,
    segments: [
      {
        __typename: 'ComparisonSegment',
        version: 2,
        visits: 400,
        matchedShare: 91,
        maxGap: 4,
        countries: [shareRow('US', null, 70, null), shareRow('CA', null, 30, null)],
        sources: [
          shareRow('direct', 100, 100, 0),
          shareRow('organic', 0, 0, 0),
          shareRow('social', 0, 0, 0),
          shareRow('referral', 0, 0, 0),
        ],
        devices: [shareRow('desktop', 60, 64, 4), shareRow('mobile', 40, 36, 4), shareRow('tablet', 0, 0, 0)],
      },
      {
        __typename: 'ComparisonSegment',
        version: 3,
        visits: 1140,
        matchedShare: 80.1,
        maxGap: 16.5,
        countries: [shareRow('US', 60, 45.5, 14.5), shareRow('DE', 40, 38, 2), shareRow('FR', 0, 16.5, 16.5)],
        sources: [
          shareRow('direct', 70, 72.2, 2.2),
          shareRow('organic', 30, 27.8, 2.2),
          shareRow('social', 0, 0, 0),
          shareRow('referral', 0, 0, 0),
          shareRow('unknown', null, 12, null),
        ],
        devices: [shareRow('desktop', 50, 52, 2), shareRow('mobile', 50, 48, 2), shareRow('tablet', 0, 0, 0)],
      },
    ],
    pace: [
      { __typename: 'PaceDay', day: '2026-11-01', ordered: 500, delivered: 700 },
      { __typename: 'PaceDay', day: '2026-11-02', ordered: 500, delivered: 840 },
      { __typename: 'PaceDay', day: '2026-11-03', ordered: 500, delivered: 0 },
    ],
    ...overrides,
  };
}

export const deliveryComparisonReply = (overrides: Record<string, unknown> = {}) => ({
  data: { projectDeliveryComparison: deliveryComparison(overrides) },
});

/** A range with nothing delivered: no share to show, no versions, the ordered pace only. */
export const emptyDeliveryComparisonReply = () =>
  deliveryComparisonReply({
    visits: 0,
    matchedShare: null,
    segments: [],
    pace: [{ __typename: 'PaceDay', day: '2026-11-01', ordered: 500, delivered: 0 }],
  });

/** The project fields of the off-target flag: off by 22.5 points on the US share since 2026-11-10. */
export const offTarget = { offTargetSince: '2026-11-10T08:00:00.000Z', offTargetGap: 22.5, offTargetOn: 'countries: US' };
export const onTarget = { offTargetSince: null, offTargetGap: null, offTargetOn: null };
