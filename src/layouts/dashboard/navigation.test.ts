import { describe, expect, it } from 'vitest';
import { activeNavPath, dashboardNav } from './navigation';

describe('activeNavPath', () => {
  it('lists the eight spec entries in order', () => {
    expect(dashboardNav.map((entry) => entry.path.replace('/dashboard/', ''))).toEqual([
      'schedules',
      'create-request',
      'find-experts',
      'invoices',
      'bills-payments',
      'activities',
      'settings',
      'help-center',
    ]);
  });

  it.each([
    ['/dashboard/schedules', '/dashboard/schedules'],
    ['/dashboard/settings', '/dashboard/settings'],
    ['/dashboard/settings/security-privacy', '/dashboard/settings'],
    ['/dashboard/invoices/123', '/dashboard/invoices'],
    ['/dashboard/notifications', undefined],
    ['/dashboard/settingsx', undefined],
    ['/dashboard', undefined],
  ])('%s highlights %s', (pathname, expected) => {
    expect(activeNavPath(pathname)).toBe(expected);
  });

  it('prefers the longest matching prefix', () => {
    const entries = [
      { path: '/a', label: 'A' },
      { path: '/a/b', label: 'B' },
    ];
    expect(activeNavPath('/a/b/c', entries)).toBe('/a/b');
  });
});
