import { isPublicProfile, mayViewOthersDashboard, VIEWING_MESSAGES as M } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useUserProfile } from '../../api/profile';
import { summaryKeys } from '../../api/query-keys';
import { useSessionUser } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { setViewedUser, useViewedUser } from './viewed-user-store';

/**
 * Opening /dashboard/:userId of someone else makes them the viewed person (Owners and
 * Administrators), and completes a choice made on the leaderboard with the e-mail and picture.
 */
function ViewFromRoute({ userId }: { userId: string }) {
  const profile = useUserProfile(userId);
  const viewed = useViewedUser();
  useEffect(() => {
    const p = profile.data;
    // Owners and Administrators read every profile whole; a public view has no e-mail to keep.
    if (!p || isPublicProfile(p) || (viewed?.id === p.id && viewed.email === p.email && viewed.profilePic === p.profilePic)) return;
    setViewedUser({ id: p.id, role: p.role, firstName: p.firstName, lastName: p.lastName, email: p.email, profilePic: p.profilePic });
  }, [profile.data, viewed]);
  return null;
}

/**
 * 'You are currently viewing the header for {name}' (document 2 §2), on every page while an Owner
 * or Administrator views someone; X asks before returning to their own dashboard.
 */
export function ViewingBanner() {
  const user = useSessionUser();
  const viewed = useViewedUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const match = useMatch('/dashboard/:userId');
  const [confirming, setConfirming] = useState(false);
  // The /dashboard/:userId the reader chose to leave: until the route has changed (React Router
  // draws the new route in a transition, after the viewed person is cleared), that address must
  // not make its person the viewed one again (issue 42: a second close was needed).
  const [left, setLeft] = useState<string | null>(null);
  const routeId = match?.params.userId;
  if (left !== null && routeId !== left) setLeft(null);
  if (!user || !mayViewOthersDashboard(user.role)) return null;
  const sync = routeId && routeId !== user.userid && routeId !== viewed?.id && routeId !== left ? <ViewFromRoute userId={routeId} /> : null;
  if (!viewed || viewed.id === user.userid) return sync;
  const back = () => {
    setLeft(routeId ?? null);
    setViewedUser(null);
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    void navigate('/dashboard');
  };
  return (
    <>
      {sync}
      <Alert
        color="blue"
        withCloseButton
        closeButtonLabel="Return to your own dashboard"
        onClose={() => setConfirming(true)}
        py={4}
        px="xs"
      >
        <Text size="sm">{M.banner(`${viewed.firstName} ${viewed.lastName}`)}</Text>
      </Alert>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title="Return to your dashboard">
        <Stack>
          <Text>{M.returnConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={back}>Ok</Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
