import { isLocalPath, safeRedirect } from '../local-path';

// docs/product.md#screens-and-routes "Redirect targets must be local paths".
describe('isLocalPath', () => {
  it.each(['/', '/panel', '/panel/projects/12?tab=stats#top', '/admin/users?order=email__asc;id__desc', '/%2F%2Fencoded-is-a-path'])(
    'accepts %s',
    (p) => {
      expect(isLocalPath(p)).toBe(true);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/panel',
    'http:/evil.example',
    'javascript:alert(1)',
    'panel',
    '',
    ' /panel',
    '/\t/evil.example',
    '/pa\nnel',
  ])('refuses %j', (p) => {
    expect(isLocalPath(p)).toBe(false);
  });

  it('falls back for anything that is not a local path', () => {
    expect(safeRedirect('//evil.example', '/panel')).toBe('/panel');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('/admin')).toBe('/admin');
  });
});
