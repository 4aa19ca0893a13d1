import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate } from '../gates/gate.entity';

/*
 * docs/product.md#screens-and-routes, docs/product.md#roles: marketing (promotions, e-mail campaigns and their history, reciprocal links) is
 * administered by
 * managers and above; support staff do not see it. Rows belong to one gate or to every gate (gate null); what
 * visitors and users are shown is limited to those of the request's gate.
 */

export function requireMarketingStaff(ctx: Context): void {
  requireRole(ctx, Role.Manager);
}

/** Rows for every gate or for the request's gate. */
export function gateScope(ctx: Context): Record<string, unknown> {
  return { $or: [{ gate: null }, { gate: ctx.gateId }] };
}

/** The gate an input names: undefined leaves it unchanged, null means every gate, an unknown id is a violation. */
export async function gateFromInput(ctx: Context, gateId: number | null | undefined): Promise<Gate | null | undefined> {
  if (gateId === undefined || gateId === null) return gateId;
  const gate = await ctx.em.findOne(Gate, { id: gateId });
  if (!gate) throw new ValidationError([{ propertyPath: 'gateId', message: 'This gate does not exist.' }]);
  return gate;
}
