import { formatDay, USER_MANAGEMENT_TEXT, type UserProfile } from '@goodhours/domain';
import { Group, Switch, Text } from '@mantine/core';
import { confirmThen } from '../confirm-then';
import { fullName, useRowChanges } from '../user-status-actions';

/**
 * The Active / Inactive switch of the profile edit page (document 1 §4): turning it off makes
 * the person inactive with today as their end date; turning it on clears the end date. Both
 * take effect at once, after a confirmation.
 */
export function ProfileStatusSwitch({ profile }: { profile: UserProfile }) {
  const changes = useRowChanges(profile);
  const name = fullName(profile);
  const flip = (active: boolean) => {
    if (active) {
      confirmThen('Activate', USER_MANAGEMENT_TEXT.activateQuestion(name), 'Activate', () => {
        changes.changeStatus({ action: 'activate' });
      });
    } else {
      confirmThen(
        'Deactivate',
        USER_MANAGEMENT_TEXT.deactivateQuestion(name),
        'Deactivate',
        () => {
          changes.changeStatus({ action: 'deactivate' });
        },
        'red',
      );
    }
  };
  return (
    <Group gap="sm">
      <Switch
        label={profile.isActive ? 'Active' : 'Inactive'}
        aria-label="Active"
        checked={profile.isActive}
        disabled={changes.pending}
        onChange={(e) => {
          flip(e.currentTarget.checked);
        }}
      />
      {!profile.isActive && profile.endDate && (
        <Text size="sm" c="dimmed">
          End date {formatDay(profile.endDate)}
        </Text>
      )}
    </Group>
  );
}
