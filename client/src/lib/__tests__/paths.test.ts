import { isWithinPath, paths } from '@/lib/paths';

describe('paths table', () => {
  it('fills parameters, optional ones included', () => {
    expect(paths.panel.projects.detail.getHref({ id: 12 })).toBe('/panel/projects/12');
    expect(paths.verifyEmail.getHref({ token: 'abc' })).toBe('/verify-email/abc');
    expect(paths.verifyEmail.getHref()).toBe('/verify-email');
    expect(paths.admin.users.view.getHref({ id: null })).toBe('/admin/users/view');
  });

  it('encodes the page to return to after login', () => {
    expect(paths.login.getHref('/panel/projects?page=2')).toBe('/login?redirect=%2Fpanel%2Fprojects%3Fpage%3D2');
    expect(paths.login.getHref()).toBe('/login');
  });
});

describe('isWithinPath', () => {
  it('is the root or below it, in any case, and not a path that only starts with the same letters', () => {
    expect(isWithinPath('/panel', '/panel')).toBe(true);
    expect(isWithinPath('/panel/projects/5', '/panel')).toBe(true);
    expect(isWithinPath('/PANEL', '/panel')).toBe(true);
    expect(isWithinPath('/Admin/Users', '/admin')).toBe(true);
    expect(isWithinPath('/panelx', '/panel')).toBe(false);
    expect(isWithinPath('/administration', '/admin')).toBe(false);
    expect(isWithinPath('/', '/panel')).toBe(false);
  });
});
