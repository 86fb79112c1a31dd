import { describe, expect, it } from 'vitest';
import { portalReturnPath } from './portal-redirect';

describe('where a portal login goes back to', () => {
  it('follows the guard’s page, or a path of this app, and otherwise the portal’s home', () => {
    expect(portalReturnPath('building', { from: { pathname: '/bmdashboard/tools', search: '?a=1', hash: '' } }, '')).toBe(
      '/bmdashboard/tools?a=1',
    );
    expect(portalReturnPath('listing', null, '?from=/property-map')).toBe('/property-map');
    expect(portalReturnPath('education', null, '')).toBe('/educationportal');
    expect(portalReturnPath('building', null, '?from=//evil.example')).toBe('/bmdashboard');
    expect(portalReturnPath('building', null, '?from=https://evil.example')).toBe('/bmdashboard');
    expect(portalReturnPath('building', null, '?from=/bmdashboard/login')).toBe('/bmdashboard');
  });
});
