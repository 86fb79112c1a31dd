import type { PermissionKey } from '../permissions/catalogue.js';
import { hasPermission, type PermissionSubject } from '../permissions/has-permission.js';

/** The four portals behind their own login (document 3 §2.9, §2.10, §6; decision 069). */
export const PORTAL_NAMES = ['building', 'community', 'education', 'listing'] as const;
export type PortalName = (typeof PORTAL_NAMES)[number];

export interface Portal {
  readonly name: PortalName;
  /** The portal's own login page. */
  readonly loginPath: string;
  /** Where a login lands when the person came from nowhere in particular. */
  readonly homePath: string;
  readonly heading: string;
  /** The permission the login and every route of the portal ask for. */
  readonly permission: PermissionKey;
}

export const PORTALS: Readonly<Record<PortalName, Portal>> = {
  building: {
    name: 'building',
    loginPath: '/bmdashboard/login',
    homePath: '/bmdashboard',
    heading: 'Building Management Login',
    permission: 'accessBuildingPortal',
  },
  community: {
    name: 'community',
    loginPath: '/communityportal/login',
    homePath: '/communityportal',
    heading: 'Community Portal Login',
    permission: 'accessCommunityPortal',
  },
  education: {
    name: 'education',
    loginPath: '/educationportal/login',
    homePath: '/educationportal',
    heading: 'Education Portal Login',
    permission: 'accessEducationPortal',
  },
  listing: {
    name: 'listing',
    loginPath: '/lbdashboard/login',
    homePath: '/lbdashboard',
    heading: 'Listing and Bidding Login',
    permission: 'accessListingPortal',
  },
};

export function isPortalName(value: string): value is PortalName {
  return (PORTAL_NAMES as readonly string[]).includes(value);
}

/** Whether someone holds the portal's permission (whether they passed its login is a separate flag). */
export function mayUsePortal(subject: PermissionSubject, portal: PortalName): boolean {
  return hasPermission(subject, PORTALS[portal].permission);
}

/**
 * Whether a caller may use a portal now: the portal's permission and the portal's flag on this
 * session, both; the server's access rule and the web guards ask this one function.
 */
export function inPortal(subject: PermissionSubject & { readonly portals: readonly string[] }, portal: PortalName): boolean {
  return mayUsePortal(subject, portal) && subject.portals.includes(portal);
}
