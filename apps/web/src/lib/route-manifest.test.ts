import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from './router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../app/routes';
import { paths } from './paths';
import {
  FRAME_MODULES,
  PAGE_SCREENS,
  PRERENDERED,
  SCREENS,
  fillPattern,
  modulesOf,
  patternsFor,
} from './route-manifest';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('the route manifest', () => {
  it('names page and frame modules that exist, and every page module under features/*/pages is a screen', () => {
    const named = PAGE_SCREENS.map((screen) => screen.module);
    for (const file of [...named, ...FRAME_MODULES.query, ...FRAME_MODULES.staff]) {
      expect(fs.existsSync(path.join(webRoot, file)), file).toBe(true);
    }
    const features = path.join(webRoot, 'src', 'features');
    const onDisk = fs.readdirSync(features).flatMap((feature) => {
      const pages = path.join(features, feature, 'pages');
      if (!fs.existsSync(pages)) return [];
      return fs
        .readdirSync(pages)
        .filter((file) => file.endsWith('-page.tsx'))
        .map((file) => `src/features/${feature}/pages/${file}`);
    });
    // Two screens may share a page module (the city page and the city-and-subject page).
    expect([...onDisk].sort()).toEqual([...new Set(named)].sort());
  });

  it('has one screen per path', () => {
    const all = Object.values(SCREENS).map((screen) => screen.path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('prerenders only public screens with fixed paths', () => {
    expect(PRERENDERED.map((screen) => screen.path)).toEqual([
      '/home',
      '/about',
      '/privacy',
      '/contact-student',
      '/track',
      '/contactus-form',
      '/login',
      '/register',
      '/admin-login',
      '/admin-register',
      '/forgot-password',
      '/reset-password-code',
    ]);
    for (const screen of PRERENDERED) expect(screen.path).not.toContain(':');
  });

  it('gives each guard its patterns', () => {
    expect(patternsFor('admin')).toEqual([
      '/admin-dashboard',
      '/admin-dashboard/requests/:id',
      '/admin-profile',
      '/admin-profile-update',
      '/admin-password-update',
      '/admin-profile/contact-form-data',
      '/admin-outbox',
      '/admin-profile/notifications',
    ]);
    expect(patternsFor('teacher')).toEqual([
      '/teacher-dashboard',
      '/add-tuition',
      '/tution-details/:id',
      '/tution/edit/:id',
      '/teacher-profile',
      '/teacher-profile/edit',
      '/teacher-profile/change-password',
      '/teacher-profile/notifications',
    ]);
  });

  it('lists the lazy modules a screen loads: frames, then the page', () => {
    expect(modulesOf(SCREENS.home)).toEqual([SCREENS.home.module]);
    expect(modulesOf(SCREENS.teacherLogin)).toEqual([SCREENS.teacherLogin.module]);
    expect(modulesOf(SCREENS.findTutor)).toEqual([SCREENS.findTutor.module]);
    expect(modulesOf(SCREENS.adminProfile)).toEqual([
      ...FRAME_MODULES.query,
      ...FRAME_MODULES.staff,
      SCREENS.adminProfile.module,
    ]);
  });
});

describe('paths', () => {
  it('are the plain paths, and functions that fill (and encode) the parameters', () => {
    expect(paths.root).toBe('/');
    expect(paths.home).toBe('/home');
    expect(paths.contactFormData).toBe('/admin-profile/contact-form-data');
    expect(paths.tuitionDetails('abc')).toBe('/tution-details/abc');
    expect(paths.tuitionEdit('a b/c')).toBe('/tution/edit/a%20b%2Fc');
  });

  it('refuse a wrong number of values', () => {
    expect(() => fillPattern('/tution/edit/:id', [])).toThrow('needs 1');
    expect(() => fillPattern('/home', ['x'])).toThrow('takes 0');
  });
});

describe('the router built from the manifest', () => {
  /** Each route with the chain of route objects above it. */
  function walk(routes: RouteObject[], above: RouteObject[] = []): { route: RouteObject; above: RouteObject[] }[] {
    return routes.flatMap((route) => [{ route, above }, ...walk(route.children ?? [], [...above, route])]);
  }

  it('has every screen once, wrapped by the frames its access and data needs ask for', async () => {
    const { AdminGuard, TeacherGuard } = await import('../app/guards/guards');
    const { default: QueryLayout } = await import('../app/layouts/query-layout');
    const routes = walk(createRoutes());
    for (const screen of PAGE_SCREENS) {
      const found = routes.filter(({ route }) => route.path === screen.path);
      expect(found, screen.path).toHaveLength(1);
      const frames: unknown[] = [];
      for (const route of found[0]!.above) {
        if (typeof route.lazy === 'function') frames.push((await route.lazy()).Component);
      }
      const expected =
        screen.access === 'public'
          ? screen.fetches
            ? [QueryLayout]
            : []
          : [QueryLayout, screen.access === 'admin' ? AdminGuard : TeacherGuard];
      expect(frames, screen.path).toEqual(expected);
    }
  });
});
