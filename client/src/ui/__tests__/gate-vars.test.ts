/*
 * The gate's brand as CSS variables: the public pages' static CSS reads them, so a gate's colours,
 * their readable text colours and its font must come out right, and an admin's CSS must never close its <style>.
 */
import { readGateConfig } from '@/lib/gate-config';
import { contrastText, gateBrand, gateRootCss } from '../gate-vars';

const config = (cssVars: Record<string, string>, css = '') => readGateConfig({ prop: { cssVars }, css }, 'Brand');

describe('gate brand variables', () => {
  it("gives the gate's colours and font to the static CSS", () => {
    const css = gateRootCss(
      config({ '--primary-color': '#0f766e', '--secondary-color': 'rgb(30, 41, 59)', '--font-family': 'Inter, sans-serif' }),
    );
    expect(css).toContain('--tg-primary:#0f766e');
    expect(css).toContain('--tg-secondary:rgb(30, 41, 59)');
    expect(css).toContain('--tg-font:Inter, sans-serif');
    // The gate's own variables stay available to its CSS, as before.
    expect(css).toContain('--primary-color:#0f766e');
  });

  it("writes text on a colour in white or near-black, whichever is readable (MUI's rule: white from a 3:1 contrast)", () => {
    expect(contrastText('#2563eb')).toBe('#fff');
    expect(contrastText('#1f2937')).toBe('#fff');
    expect(contrastText('#facc15')).toBe('rgba(0, 0, 0, 0.87)');
    expect(contrastText('#fff')).toBe('rgba(0, 0, 0, 0.87)');
    expect(contrastText('rgb(250, 204, 21)')).toBe('rgba(0, 0, 0, 0.87)');
    expect(gateRootCss(config({ '--primary-color': '#facc15' }))).toContain('--tg-on-primary:rgba(0, 0, 0, 0.87)');
  });

  it("falls back to the product's colours and font for values the theme cannot use", () => {
    expect(
      gateBrand(config({ '--primary-color': 'tomato', '--secondary-color': 'url(x)', '--font-family': 'x;} body{display:none' })),
    ).toEqual({
      primary: '#2563eb',
      secondary: '#1f2937',
      font: undefined,
    });
  });

  it('drops variables with unusable names and escapes "<" so the CSS cannot close its <style> element', () => {
    const css = gateRootCss(config({ color: 'red', '--ok': 'a</style><b>x</b>' }, '.brand::after { content: "</style>"; }'));
    expect(css).not.toMatch(/(^|[;{])color:red/);
    expect(css).not.toContain('<');
    expect(css).toContain('--ok:a\\3c /style>');
    expect(css).toContain('content: "\\3c /style>"');
  });
});
