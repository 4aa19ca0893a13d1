/*
 * NMI's Gateway.js, as far as the card form uses it for 3-D Secure (docs/payments.md "3-D Secure"): the gate's
 * tokenization key opens the gateway, `get3DSecure().createUI({ paymentToken, currency, amount })` prepares the
 * authentication of Collect.js's payment token, and `start(selector)` runs it in that element: frictionless, or the
 * bank's challenge drawn there (`challenge`). It ends with `complete` (the values the sale carries) or `failure`;
 * `error` reports that it could not run at all.
 */
import type { CardThreeDSecureInput } from '@/graphql/generated/graphql';

/** What `complete` hands over: NMI's names, passed on to `payOrderWithCard`'s `threeDSecure`. */
export interface ThreeDSecureResult {
  cavv: string;
  xid?: string;
  eci: string;
  cardHolderAuth: string;
  threeDsVersion: string;
  directoryServerId?: string;
}

export interface ThreeDSecureOptions {
  paymentToken: string;
  /** ISO 4217, e.g. USD. */
  currency: string;
  /** A decimal string, e.g. '12.34'. */
  amount: string;
}

export interface ThreeDSecureEvents {
  challenge: unknown;
  complete: ThreeDSecureResult;
  failure: unknown;
  error: unknown;
}

export interface ThreeDSecureUi {
  start: (selector: string) => void;
  on: <E extends keyof ThreeDSecureEvents>(event: E, handler: (e: ThreeDSecureEvents[E]) => void) => void;
  /** Takes the UI out of the page (not every version of Gateway.js has it). */
  unmount?: () => void;
}

export interface GatewayInstance {
  get3DSecure: () => { createUI: (options: ThreeDSecureOptions) => ThreeDSecureUi };
  /** NMI's documentation reports errors on the gateway too. */
  on?: (event: 'error', handler: (e: unknown) => void) => void;
}

export interface GatewayJs {
  create: (key: string) => GatewayInstance;
}

declare global {
  interface Window {
    Gateway?: GatewayJs;
  }
}

/** Gateway.js once its script has run, else null. */
export function gatewayJs(): GatewayJs | null {
  return typeof window !== 'undefined' && window.Gateway ? window.Gateway : null;
}

/** The amount Gateway.js takes: minor units as a decimal string (1234 → '12.34'), as the server's sale has it. */
export function decimalAmount(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/** The mutation's `threeDSecure` from Gateway.js's `complete`: the optional values only when they are non-empty. */
export function threeDSecureInput(e: ThreeDSecureResult): CardThreeDSecureInput {
  return {
    cavv: e.cavv,
    ...(e.xid ? { xid: e.xid } : {}),
    eci: e.eci,
    cardHolderAuth: e.cardHolderAuth,
    threeDsVersion: e.threeDsVersion,
    ...(e.directoryServerId ? { directoryServerId: e.directoryServerId } : {}),
  };
}
