/*
 * NMI's Collect.js in inline mode (docs/payments.md "Checkout"), as far as the card form uses it: `configure` draws the
 * card number, expiry and CVV fields (frames of NMI's origin) into the page's containers, and `startPaymentRequest`
 * sends what was typed there to NMI and hands back a one-time payment token through `callback`, or reports the
 * fields it found invalid through `validationCallback`.
 */

export type CollectJsField = 'ccnumber' | 'ccexp' | 'cvv';

export const COLLECT_JS_FIELDS: readonly CollectJsField[] = ['ccnumber', 'ccexp', 'cvv'];

export interface CollectJsResponse {
  token: string;
  card?: { number?: string; bin?: string; exp?: string; type?: string };
  tokenType?: string;
}

export interface CollectJsConfig {
  variant: 'inline';
  fields: Record<CollectJsField, { selector: string; title?: string; placeholder?: string }>;
  /** CSS of the inputs inside NMI's frames (property → value), and while focused, valid or invalid. */
  customCss?: Record<string, string>;
  focusCss?: Record<string, string>;
  invalidCss?: Record<string, string>;
  callback: (response: CollectJsResponse) => void;
  validationCallback?: (field: string, valid: boolean, message: string) => void;
  timeoutDuration?: number;
  timeoutCallback?: () => void;
  fieldsAvailableCallback?: () => void;
}

export interface CollectJs {
  configure: (config: CollectJsConfig) => void;
  startPaymentRequest: () => void;
}

declare global {
  interface Window {
    CollectJS?: CollectJs;
  }
}

/** Collect.js once its script has run, else null. */
export function collectJs(): CollectJs | null {
  return typeof window !== 'undefined' && window.CollectJS ? window.CollectJS : null;
}

export function isCollectJsField(name: string): name is CollectJsField {
  return (COLLECT_JS_FIELDS as readonly string[]).includes(name);
}
