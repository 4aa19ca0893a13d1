/* Replies of the fake GraphQL server for the panel's project screens, shaped like the server's. */
import type { FakeReply, FakeRequest } from '@/testing/fake-graphql';

export function violation(propertyPath: string, message: string, code = 'BAD_USER_INPUT'): FakeReply {
  return { body: { errors: [{ message: `${propertyPath}: ${message}`, extensions: { code, violations: [{ propertyPath, message }] } }] } };
}

/** A refusal with several violations, each `[propertyPath, message]`. */
export function violations(list: [string, string][]): FakeReply {
  return {
    body: {
      errors: [
        {
          message: list.map(([p, m]) => `${p}: ${m}`).join('\n'),
          extensions: { code: 'BAD_USER_INPUT', violations: list.map(([propertyPath, message]) => ({ propertyPath, message })) },
        },
      ],
    },
  };
}

export const calls = (requests: FakeRequest[], name: string) => requests.filter((r) => r.operationName === name);

export function pkg(id: number, name: string, size = 10_000, durationDays = 30) {
  return { __typename: 'Package', id, name, size, durationDays };
}

export function balance(id: number, quantity: number, p = pkg(3, 'Starter 10k')) {
  return { __typename: 'Balance', id, quantity, package: p };
}

export function project(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project',
    id: 12,
    title: 'My shop',
    url: 'https://shop.example.com/',
    autoRenew: false,
    expiredAt: null,
    reciprocalLinkId: null,
    campaignStatus: 'no_package',
    reciprocalStatus: 'none',
    delivered: 0,
    bought: 0,
    offTargetSince: null,
    offTargetGap: null,
    offTargetOn: null,
    package: null,
    ...overrides,
  };
}

export const projectPage = (items: unknown[], total = items.length, page = 1, limit = 10) => ({
  data: { projects: { __typename: 'ProjectPage', items, total, page, limit } },
});

export const balancesReply = (items: unknown[]) => ({ data: { balances: { __typename: 'BalancePage', items } } });
