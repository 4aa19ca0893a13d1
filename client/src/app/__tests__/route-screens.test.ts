import { adminScreens } from '../areas/admin';
import { panelScreens } from '../areas/panel';
import { adminSectionPaths, panelSectionPaths } from '../dashboard-routes';

/*
 * Every route of the panel and the admin area (docs/product.md#screens-and-routes) has its screen: there is no placeholder to fall back on.
 */
describe('route screens', () => {
  it.each(panelSectionPaths.map((r) => r.path))('panel route %s has a screen', (path) => {
    expect(panelScreens[path]).toBeDefined();
  });
  it.each(adminSectionPaths.map((r) => r.path))('admin route %s has a screen', (path) => {
    expect(adminScreens[path]).toBeDefined();
  });
});
