import { DEFAULT_ROLE_PERMISSIONS, isBuiltInRole, MESSAGES, type Role } from '@goodhours/domain';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateRole } from '../../api/roles';
import { refreshSession } from '../../auth/session-store';
import { useCan } from '../../auth/use-session';
import { DeleteRoleButton } from './delete-role-button';
import { usePermissionSelection } from './use-permission-selection';
import { PermissionChecklist } from './permission-checklist';
import { inCatalogueOrder, sameSet } from './permission-list';
import { RolePresets } from './role-presets';

/** Edits one role's permissions: toggle, reset to the default preset, apply a saved preset, save. */
export function RoleEditor({ role }: { role: Role }) {
  const { can } = useCan();
  const canEdit = can('putRole');
  const update = useUpdateRole();
  const { selected, setSelected, toggle } = usePermissionSelection(() => role.permissions);
  const dirty = !sameSet(selected, role.permissions);
  const defaults = role.builtIn && isBuiltInRole(role.roleName) ? DEFAULT_ROLE_PERMISSIONS[role.roleName] : null;

  const fill = (permissions: readonly string[], message: string) => {
    setSelected(new Set(permissions));
    notifications.show({ message });
  };

  const save = () => {
    update.mutate(
      { id: role.id, permissions: inCatalogueOrder(selected) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: MESSAGES.roleSaved });
          void refreshSession();
        },
        onError: () => notifications.show({ color: 'red', message: MESSAGES.roleUpdateFailed }),
      },
    );
  };

  return (
    <Stack>
      {!canEdit && <Alert color="gray">{MESSAGES.roleReadOnly}</Alert>}
      {canEdit && (
        <Paper py="xs" radius={0} style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0rem)', zIndex: 2 }}>
          <Group justify="space-between">
            <Group>
              <Button onClick={save} disabled={!dirty} loading={update.isPending}>
                Save
              </Button>
              {defaults && (
                <Button
                  variant="default"
                  onClick={() => {
                    fill(defaults, MESSAGES.defaultsApplied);
                  }}
                >
                  Reset to default
                </Button>
              )}
            </Group>
            {dirty && (
              <Text size="sm" c="orange" role="status">
                {MESSAGES.unsavedChanges}
              </Text>
            )}
          </Group>
        </Paper>
      )}
      <RolePresets
        roleName={role.roleName}
        selected={selected}
        onApply={(preset) => {
          fill(preset.permissions, MESSAGES.presetApplied(preset.presetName));
        }}
      />
      <PermissionChecklist isChecked={(key) => selected.has(key)} onToggle={toggle} readOnly={!canEdit} />
      {!role.builtIn && can('deleteRole') && <DeleteRoleButton role={role} />}
    </Stack>
  );
}
