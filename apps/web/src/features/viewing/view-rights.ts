import {
  mayViewProfile,
  mayViewTimeLog,
  profileViewScope,
  timeLogViewScope,
  type SessionUser,
  type Viewer,
  type ViewSubject,
} from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teammatesQuery } from '../../api/teammates';
import { useSessionUser } from '../../auth/use-session';

/** The signed-in user as the view rules read a viewer. */
export function viewerOf(user: SessionUser): Viewer {
  return {
    id: user.userid,
    role: user.role,
    rolePermissions: user.rolePermissions,
    frontPermissions: user.frontPermissions,
    removedDefaultPermissions: user.removedDefaultPermissions,
  };
}

/** A page about one person that not every viewer may open (decision 023). */
export type ViewedPage = 'profile' | 'timeLog';

const RULES: Record<ViewedPage, { scope: typeof profileViewScope; may: (viewer: Viewer, subject: ViewSubject) => boolean }> = {
  profile: { scope: profileViewScope, may: mayViewProfile },
  timeLog: { scope: timeLogViewScope, may: mayViewTimeLog },
};

/**
 * The signed-in user as a viewer, and the ids of their visible teammates as the server knows them
 * (a 200 answer), asked for only when `needed` says a rule depends on them.
 */
function useViewerWithTeammates(needed: (viewer: Viewer) => boolean) {
  const user = useSessionUser();
  const viewer = useMemo(() => (user ? viewerOf(user) : null), [user]);
  const asks = !!viewer && needed(viewer);
  const teammates = useQuery({ ...teammatesQuery(viewer?.id ?? ''), enabled: asks });
  return { viewer, asks, teammates };
}

export interface ViewRights {
  /** Whether a link to this person's profile leads somewhere. */
  profile: (personId: string) => boolean;
  /** Whether a link to this person's time log leads somewhere. */
  timeLog: (personId: string) => boolean;
}

const NONE: ViewRights = { profile: () => false, timeLog: () => false };

/**
 * Which people's profiles and time logs the signed-in user may open (decision 023): the domain's
 * view rules, with the caller's visible teammates. Until those arrive, teammates are not linked.
 */
export function useViewRights(): ViewRights {
  const { viewer, teammates } = useViewerWithTeammates((v) => Object.values(RULES).some((rule) => rule.scope(v) === 'teammates'));
  const ids = teammates.data;
  return useMemo(() => {
    if (!viewer) return NONE;
    const mates = new Set(ids ?? []);
    const subject = (id: string) => ({ id, isTeammate: mates.has(id) });
    return {
      profile: (id) => RULES.profile.may(viewer, subject(id)),
      timeLog: (id) => RULES.timeLog.may(viewer, subject(id)),
    };
  }, [viewer, ids]);
}

/**
 * Whether the signed-in user may open `personId`'s profile or time log, decided before any of it
 * is asked for, so a refused page asks for nothing the server would refuse (issue 42, defect 3).
 * The session's role and permissions decide, with the caller's visible teammates when the rule
 * depends on them; `undefined` until those arrive. If they cannot be read, the page asks the
 * server, whose refusal it shows as before.
 */
export function useMayView(page: ViewedPage, personId: string): boolean | undefined {
  const rule = RULES[page];
  const { viewer, asks, teammates } = useViewerWithTeammates((v) => v.id !== personId && rule.scope(v) === 'teammates');
  if (!viewer) return undefined;
  if (!asks) return rule.may(viewer, { id: personId, isTeammate: false });
  if (teammates.isError) return true;
  if (!teammates.data) return undefined;
  return rule.may(viewer, { id: personId, isTeammate: teammates.data.includes(personId) });
}
