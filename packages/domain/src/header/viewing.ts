/**
 * Viewing another person's dashboard (document 2 §2 'Header dialogs and banners'): Owners and
 * Administrators may open anyone's dashboard and act for them where the screen allows it.
 */
export const VIEWING_ROLES = ['Owner', 'Administrator'] as const;

export function mayViewOthersDashboard(role: string): boolean {
  return (VIEWING_ROLES as readonly string[]).includes(role);
}

/** The person a screen shows: the viewed one when the caller may view others, else the caller. */
export function shownPersonId(caller: { id: string; role: string }, viewedId: string | null | undefined): string {
  return viewedId && mayViewOthersDashboard(caller.role) ? viewedId : caller.id;
}

/** The access rule of a dashboard panel read or changed for a person, in the API reference's words. */
export const ACTING_FOR_RULE =
  'the person themself, or an Owner or Administrator viewing their dashboard (403 for anyone else, 404 for an unknown person).';

export const VIEWING_MESSAGES = {
  banner: (name: string) => `You are currently viewing the header for ${name}`,
  returnConfirm: 'Are you sure you wish to return to your own dashboard?',
} as const;
