import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { paginate, type PageResult } from '../../common/list';
import type { Context } from '../../graphql/context';
import { requireRole } from '../auth/access';
import { Role } from '../auth/roles';
import { Gate, type GateConfig } from './gate.entity';
import { gateListSpec, parseGateConfig, type GateCreateInput, type GateListArgs, type GateUpdateInput } from './gate.input';

/*
 * Only super admins manage gates (docs/product.md#screens-and-routes). Exactly one gate is the default (the fallback of gate
 * resolution): making a gate the default takes the flag from the others in the same database transaction, and
 * the flag cannot simply be switched off, or unknown hosts would have no gate to fall back to.
 */

export function listGates(ctx: Context, args: GateListArgs): Promise<PageResult<Gate>> {
  requireRole(ctx, Role.SuperAdmin);
  return paginate(ctx.em, Gate, gateListSpec, args);
}

export async function getGate(ctx: Context, id: number): Promise<Gate> {
  requireRole(ctx, Role.SuperAdmin);
  const gate = await ctx.em.findOne(Gate, { id });
  if (!gate) throw new NotFoundError();
  return gate;
}

/** A starting configuration for a new brand, to be completed in the admin area (also the first-run gate's). */
export function defaultConfig(name: string, host: string, contact: { siteUrl?: string; supportEmail?: string } = {}): GateConfig {
  return {
    prop: {
      siteName: name,
      siteUrl: contact.siteUrl ?? `https://${host}`,
      supportEmail: contact.supportEmail ?? `support@${host}`,
      logoText: { primary: name },
      cssVars: {},
      pagesContent: {},
    },
    blog: { enabled: false },
    paymentMethods: ['card'],
    css: '',
    style: {},
    chatToken: null,
    pixelId: null,
    tagManagerId: null,
    recaptchaKey: null,
    socialAuth: { google: null, facebook: null },
  };
}

async function assertHostFree(em: EntityManager, host: string, exceptId?: number): Promise<void> {
  const taken = await em.count(Gate, exceptId === undefined ? { host } : { host, id: { $ne: exceptId } });
  if (taken) throw new ConflictError('This host is already used by another gate.', 'host');
}

/**
 * Takes the default flag from every other gate. The current default rows are locked first, so a concurrent
 * "make default" waits and then sees this one as the default it has to clear.
 */
async function clearOtherDefaults(em: EntityManager, exceptId?: number): Promise<void> {
  await em.execute('select id from gates where is_default for update');
  await em.nativeUpdate(Gate, exceptId === undefined ? { isDefault: true } : { isDefault: true, id: { $ne: exceptId } }, {
    isDefault: false,
  });
}

export async function createGate(ctx: Context, input: GateCreateInput): Promise<Gate> {
  requireRole(ctx, Role.SuperAdmin);
  const name = input.name.trim();
  const config = input.config === undefined || input.config === null ? defaultConfig(name, input.host) : parseGateConfig(input.config);
  return ctx.em.transactional(async (em) => {
    await assertHostFree(em, input.host);
    if (input.isDefault) await clearOtherDefaults(em);
    const gate = em.create(Gate, {
      name,
      host: input.host,
      enabled: input.enabled ?? true,
      isDefault: input.isDefault ?? false,
      description: input.description?.trim() ?? '',
      apiBase: input.apiBase ?? '/api',
      config,
    });
    await em.flush();
    return gate;
  });
}

export async function updateGate(ctx: Context, id: number, input: GateUpdateInput): Promise<Gate> {
  requireRole(ctx, Role.SuperAdmin);
  const config = input.config == null ? undefined : parseGateConfig(input.config);
  return ctx.em.transactional(async (em) => {
    const gate = await em.findOne(Gate, { id });
    if (!gate) throw new NotFoundError();
    if (input.isDefault === false && gate.isDefault) {
      throw new ValidationError([
        { propertyPath: 'isDefault', message: 'There must be a default gate: make another gate the default instead.' },
      ]);
    }
    if (input.host != null && input.host !== gate.host) {
      await assertHostFree(em, input.host, gate.id);
      gate.host = input.host;
    }
    if (input.isDefault === true && !gate.isDefault) {
      await clearOtherDefaults(em, gate.id);
      gate.isDefault = true;
    }
    if (input.name != null) gate.name = input.name.trim();
    if (input.enabled != null) gate.enabled = input.enabled;
    if (input.description != null) gate.description = input.description.trim();
    if (input.apiBase != null) gate.apiBase = input.apiBase;
    if (config) gate.config = config;
    await em.flush();
    return gate;
  });
}
