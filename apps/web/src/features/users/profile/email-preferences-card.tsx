import type { UserProfile } from '@goodhours/domain';
import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useAnnouncementPreference, useSetAnnouncementPreference } from '../../../api/announcements';
import { useSessionUser } from '../../../auth/use-session';
import { toastRefusal } from '../../../components/confirm-delete';
import { ErrorView } from '../../../components/error-view';
import { DIGEST_ROLES, SummaryDigestSwitch } from '../../week-close';

type Person = Pick<UserProfile, 'id' | 'role'>;

/**
 * The kinds of email a member chooses to receive, on their own profile only: announcements, and
 * for those who lead teams the weekly summaries digest. Notices about their own account always go.
 */
export function EmailPreferencesCard({ profile }: { profile: Person }) {
  const me = useSessionUser();
  if (me?.userid !== profile.id) return null;
  return <OwnEmailPreferences profile={profile} />;
}

function OwnEmailPreferences({ profile }: { profile: Person }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Emails you receive
        </Title>
        <AnnouncementsSwitch userId={profile.id} />
        {DIGEST_ROLES.includes(profile.role) && <SummaryDigestSwitch userId={profile.id} />}
        <Text size="sm" c="dimmed">
          Notices about your own account (blue squares, password, status changes) always reach you.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Announcements on or off, shown as chosen while the choice is being saved. */
function AnnouncementsSwitch({ userId }: { userId: string }) {
  const preference = useAnnouncementPreference(userId);
  const change = useSetAnnouncementPreference(userId);
  if (preference.isPending) return <Skeleton height={48} />;
  if (preference.isError) return <ErrorView error={preference.error} onRetry={() => void preference.refetch()} />;
  return (
    <Switch
      label="Announcements"
      description="The organisation’s announcements and newsletters"
      checked={change.isPending ? (change.variables ?? preference.data.enabled) : preference.data.enabled}
      disabled={change.isPending}
      onChange={(e) => change.mutate(e.currentTarget.checked, { onError: toastRefusal })}
    />
  );
}
