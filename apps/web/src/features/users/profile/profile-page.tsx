import { hasPermission, isPublicProfile, MESSAGES, USER_MESSAGES, type UserProfile } from '@goodhours/domain';
import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useUserProfile } from '../../../api/profile';
import { useSessionUser } from '../../../auth/use-session';
import { ErrorView } from '../../../components/error-view';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ProfileBadges } from '../../badges';
import { BlueSquaresSection } from '../../infringements';
import { editableProfileFields, mayEditAccount } from '../editable-fields';
import { EmailPreferencesCard } from './email-preferences-card';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileHeader } from './profile-header';
import { ProfileProjectsTable } from './profile-projects-table';
import { ProfilePublicView } from './profile-public-view';
import { ProfileTasksTable } from './profile-tasks-table';
import { useScrollToHash } from './profile-scroll';
import { ProfileStatusSwitch } from './profile-status-switch';
import { TimeOffSection } from '../../time-off';
import { useMayView, ViewRefused } from '../../viewing';

function NoPermission({ userId }: { userId: string }) {
  return (
    <Container fluid px={0} py="md">
      <Alert color="red" icon={<IconLock />} role="alert" title={USER_MESSAGES.noPermissionToEdit}>
        <Anchor component={Link} to={`/userprofile/${encodeURIComponent(userId)}`} size="sm">
          Back to the profile
        </Anchor>
      </Alert>
    </Container>
  );
}

/**
 * /userprofile/:userId shows a person's profile; /userprofileedit/:userId opens it in edit mode
 * (document 1 §2, §3). Each field is editable only when the caller may change it. A teammate
 * gets the public view; someone who may not view it is told so, in words about viewing.
 */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const editRoute = useLocation().pathname.toLowerCase().startsWith('/userprofileedit/');
  // Decided from the session (and the caller's teammates) first: a profile the caller may not
  // view is not asked for (issue 42, defect 3); the server still refuses it if asked.
  const mayView = useMayView('profile', userId);
  const profile = useUserProfile(userId, mayView === true);
  useScrollToHash(profile.isSuccess);

  if (mayView === false) return editRoute ? <NoPermission userId={userId} /> : <ViewRefused message={MESSAGES.noPermissionToViewProfile} />;
  if (profile.isPending) return <PageSkeleton rows={12} />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 403)
      return editRoute ? <NoPermission userId={userId} /> : <ViewRefused message={MESSAGES.noPermissionToViewProfile} />;
    return <ErrorView error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  // A teammate's view: the public fields, read-only; asking to edit it is refused as an edit.
  if (isPublicProfile(profile.data)) return editRoute ? <NoPermission userId={userId} /> : <ProfilePublicView profile={profile.data} />;
  return <ProfileContent key={profile.data.id} profile={profile.data} editRoute={editRoute} />;
}

function ProfileContent({ profile, editRoute }: { profile: UserProfile; editRoute: boolean }) {
  const me = useSessionUser();
  const editable = me ? editableProfileFields(me, profile) : new Set<never>();
  const canEdit = editable.size > 0;
  const canChangePicture = !!me && mayEditAccount(me, profile) && (me.userid === profile.id || hasPermission(me, 'putUserProfile'));
  if (editRoute && !canEdit) return <NoPermission userId={profile.id} />;
  const editing = editRoute && canEdit;
  const canChangeStatus = !!me && me.userid !== profile.id && hasPermission(me, 'changeUserStatus') && mayEditAccount(me, profile);

  return (
    <Container fluid px={0} py="md">
      <Stack>
        <ProfileHeader profile={profile} editing={editing} canEdit={canEdit} canChangePicture={canChangePicture} />
        {editing && canChangeStatus && <ProfileStatusSwitch profile={profile} />}
        {editing ? <ProfileEditForm profile={profile} editable={editable} /> : <ProfileDetails profile={profile} />}
        <EmailPreferencesCard profile={profile} />
        <ProfileProjectsTable userId={profile.id} />
        <ProfileTasksTable userId={profile.id} />
        <ProfileBadges userId={profile.id} own={me?.userid === profile.id} />
        <TimeOffSection userId={profile.id} />
        <BlueSquaresSection userId={profile.id} />
      </Stack>
    </Container>
  );
}
