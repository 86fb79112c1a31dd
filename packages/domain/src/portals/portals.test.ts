import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../permissions/presets.js';
import { inPortal, mayUsePortal, PORTAL_MESSAGES, PORTAL_NAMES, PORTALS, portalLoginInput } from './index.js';

const person = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS, portals: string[] = [], removed: string[] = []) => ({
  rolePermissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  frontPermissions: [],
  removedDefaultPermissions: removed,
  portals,
});

describe('the portals', () => {
  it('give each portal its own login, home, heading and permission', () => {
    expect(PORTAL_NAMES.map((name) => PORTALS[name].loginPath)).toEqual([
      '/bmdashboard/login',
      '/communityportal/login',
      '/educationportal/login',
      '/lbdashboard/login',
    ]);
    expect(new Set(PORTAL_NAMES.map((name) => PORTALS[name].heading)).size).toBe(4);
    expect(new Set(PORTAL_NAMES.map((name) => PORTALS[name].permission)).size).toBe(4);
  });

  it('let someone in only with the portal’s permission and its flag on the session', () => {
    expect(mayUsePortal(person('Manager'), 'building')).toBe(true);
    expect(mayUsePortal(person('Volunteer'), 'building')).toBe(false);
    expect(inPortal(person('Manager'), 'building')).toBe(false);
    expect(inPortal(person('Manager', ['building']), 'building')).toBe(true);
    expect(inPortal(person('Manager', ['community']), 'building')).toBe(false);
    expect(inPortal(person('Manager', ['building'], ['accessBuildingPortal']), 'building')).toBe(false);
    expect(inPortal(person('Volunteer', ['building']), 'building')).toBe(false);
  });
});

describe('the portal login input', () => {
  it('names the first problem of each field', () => {
    const result = portalLoginInput.safeParse({ email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ email: PORTAL_MESSAGES.emailInvalid, password: PORTAL_MESSAGES.passwordTooShort });
    expect(portalLoginInput.parse({ email: ' Manager@Demo.Goodhours.org ', password: 'Goodhours!1' }).email).toBe(
      'manager@demo.goodhours.org',
    );
  });
});
