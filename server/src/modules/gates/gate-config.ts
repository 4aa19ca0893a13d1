/*
 * The shape of a gate's configuration document (docs/product.md#records). No imports: the client imports this same file, so the
 * shape is declared once.
 */

/** Logo texts shown in the header, the compact sidebar and the footer. */
export interface LogoText {
  primary: string;
  secondary?: string;
  short?: string;
}

/** The whole brand configuration of a gate (docs/product.md#records "Gate configuration"), stored as one JSON document. */
export interface GateConfig {
  prop: {
    siteName: string;
    siteUrl: string;
    supportEmail: string;
    logoText: LogoText;
    cssVars: Record<string, string>;
    pagesContent: Record<string, unknown>;
  };
  blog: { enabled: boolean };
  paymentMethods: string[];
  /** Card payments on NMI ask the buyer's bank for 3-D Secure authentication first (docs/payments.md "3-D Secure"). */
  cardThreeDSecure?: boolean;
  css: string;
  style: Record<string, unknown>;
  chatToken: string | null;
  pixelId: string | null;
  tagManagerId: string | null;
  recaptchaKey: string | null;
  socialAuth: { google: string | null; facebook: string | null };
}
