import { paths } from '@/lib/paths';

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
