import * as serverRule from '@server-common/local-path';
import { isLocalPath, safeRedirect } from '@/lib/redirect';

describe('redirect targets must be local paths (docs/product.md#screens-and-routes)', () => {
  it('is the server rule itself, not a copy', () => {
    expect(isLocalPath).toBe(serverRule.isLocalPath);
    expect(safeRedirect).toBe(serverRule.safeRedirect);
  });

  it.each(['/', '/panel', '/panel/projects?page=2#top', '/admin/users/view/3'])('accepts %s', (target) => {
    expect(isLocalPath(target)).toBe(true);
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    '//evil.example',
    '//evil.example/panel',
    'https://evil.example',
    'http://evil.example/panel',
    '/\\evil',
    '/\\/evil.example',
    'javascript:alert(1)',
    ' /panel',
    '/pa\nnel',
    'panel',
    '',
  ])('refuses %j', (target) => {
    expect(isLocalPath(target)).toBe(false);
    expect(safeRedirect(target, '/panel')).toBe('/panel');
  });

  it('refuses non-strings', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/panel'])).toBe('/');
  });
});
