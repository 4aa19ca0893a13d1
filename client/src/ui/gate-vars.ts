/*
 * A gate's brand as CSS: the public pages' static CSS (styles/kit.css) reads the colours and font
 * from variables on :root, and the panel's MUI theme (lib/theme.ts) is built from the same validated values, so both
 * show the same brand. A value the theme could not use falls back to the product's own, as before.
 */
import type { GateConfig } from '@/lib/gate-config';

/** The colour syntaxes MUI can manipulate (it throws on named colours); the admin's gate form accepts only these. */
export const USABLE_COLOR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\))$/i;

const DEFAULT_PRIMARY = '#2563eb';
const DEFAULT_SECONDARY = '#1f2937';

function color(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && USABLE_COLOR.test(v) ? v : undefined;
}

export interface GateBrand {
  primary: string;
  secondary: string;
  /** The font family, when the gate sets a usable one. */
  font?: string;
}

export function gateBrand(config: GateConfig): GateBrand {
  const vars = config.prop.cssVars;
  const font = vars['--font-family']?.trim();
  return {
    primary: color(vars['--primary-color']) ?? DEFAULT_PRIMARY,
    secondary: color(vars['--secondary-color']) ?? DEFAULT_SECONDARY,
    font: font && !/[;{}<>\\]/.test(font) ? font : undefined,
  };
}

/** [r, g, b] of 0–255, for #rgb, #rrggbb and rgb()/rgba(); undefined for hsl(). */
function rgb(value: string): [number, number, number] | undefined {
  if (value.startsWith('#')) {
    const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join('') : value.slice(1);
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  }
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(value);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Text colour on a background, as MUI's getContrastText (white when it reaches a 3:1 contrast, else near-black). */
export function contrastText(background: string): string {
  const c = rgb(background);
  if (!c) return '#fff';
  return 1.05 / (luminance(c) + 0.05) >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

/** CSS inside <style>: "<" is written as the CSS escape `\3c ` (the same character to CSS) and can never close it. */
const styleText = (css: string) => css.replace(/</g, '\\3c ');

/**
 * The :root rules of a gate: the kit's brand variables, then the gate's own CSS variables (names checked) as typed by
 * its admin, then the gate's own CSS.
 */
export function gateRootCss(config: GateConfig): string {
  const brand = gateBrand(config);
  const vars: string[] = [
    `--tg-primary:${brand.primary}`,
    `--tg-on-primary:${contrastText(brand.primary)}`,
    `--tg-secondary:${brand.secondary}`,
    `--tg-on-secondary:${contrastText(brand.secondary)}`,
  ];
  if (brand.font) vars.push(`--tg-font:${brand.font}`);
  for (const [k, v] of Object.entries(config.prop.cssVars)) {
    if (/^--[\w-]+$/.test(k)) vars.push(`${k}:${v}`);
  }
  return styleText(`:root{${vars.join(';')}}${config.css ? `\n${config.css}` : ''}`);
}
