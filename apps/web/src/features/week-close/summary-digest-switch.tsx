import { LEADER_ROLES, WEEK_CLOSE_MESSAGES as M } from '@goodhours/domain';
import { Skeleton, Switch } from '@mantine/core';
import { useSetSummaryDigest, useSummaryDigest } from '../../api/week-close';
import { toastRefusal } from '../../components/confirm-delete';

/** Roles that lead teams, who may want their teams' summaries by email after each close. */
export const DIGEST_ROLES: readonly string[] = ['Owner', 'Administrator', ...LEADER_ROLES];

/** One's own choice of the weekly summaries digest (document 4 §9), in the profile's card of the emails one receives. */
export function SummaryDigestSwitch({ userId }: { userId: string }) {
  const digest = useSummaryDigest(userId);
  const change = useSetSummaryDigest(userId);
  if (digest.isPending) return <Skeleton height={48} />;
  if (digest.isError) return null;
  return (
    <Switch
      label={M.digestLabel}
      description={M.digestDescription}
      checked={change.isPending ? (change.variables ?? digest.data.enabled) : digest.data.enabled}
      disabled={change.isPending}
      onChange={(e) => change.mutate(e.currentTarget.checked, { onError: toastRefusal })}
    />
  );
}
