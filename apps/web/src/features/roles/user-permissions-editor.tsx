import { MESSAGES } from '@goodhours/domain';
import type { UserPermissions } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { isApiError } from '../../api/client';
import { useUpdateUserPermissions } from '../../api/roles';
import { refreshSession } from '../../auth/session-store';
import { useSessionUser } from '../../auth/use-session';
import { PermissionChecklist, type PermissionMark } from './permission-checklist';
import { inCatalogueOrder, sameSet } from './permission-list';
import { holds, permissionSource, togglePermission, type PermissionSource } from './user-permission-state';

const MARKS: Record<PermissionSource, PermissionMark | null> = {
  role: { label: 'From role', color: 'gray' },
  added: { label: 'Added', color: 'green' },
  removed: { label: 'Removed', color: 'red' },
  none: null,
};

/** One person's permissions: role ones can be removed, others added; Save sends both lists. */
export function UserPermissionsEditor({ person }: { person: UserPermissions }) {
  const me = useSessionUser();
  const save = useUpdateUserPermissions();
  const [draft, setDraft] = useState(person);
  const dirty =
    !sameSet(draft.frontPermissions, person.frontPermissions) ||
    !sameSet(draft.removedDefaultPermissions, person.removedDefaultPermissions);
  const refusal = isApiError(save.error) && !save.error.isServerFailure ? save.error.message : null;

  const toggle = useCallback((key: string, on: boolean) => {
    setDraft((current) => togglePermission(current, key, on));
  }, []);

  // Saving replaces the cached person, which re-mounts this editor (see its key), so the
  // confirmation follows the promise rather than a per-call callback that would be dropped.
  const submit = () => {
    save
      .mutateAsync({
        userId: person.userId,
        frontPermissions: inCatalogueOrder(draft.frontPermissions),
        removedDefaultPermissions: inCatalogueOrder(draft.removedDefaultPermissions),
      })
      .then(() => {
        notifications.show({ color: 'green', message: MESSAGES.userPermissionsSaved(person.name) });
        if (me?.userid === person.userId) void refreshSession();
      })
      .catch(() => undefined);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={3}>{person.name}</Title>
          <Text size="sm" c="dimmed">
            {person.email} · {person.role}
          </Text>
        </div>
        <Button onClick={submit} disabled={!dirty} loading={save.isPending}>
          Save
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <PermissionChecklist isChecked={(key) => holds(draft, key)} onToggle={toggle} markOf={(key) => MARKS[permissionSource(draft, key)]} />
    </Stack>
  );
}
