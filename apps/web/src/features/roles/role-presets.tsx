import { rolePresetInput, type RolePreset, MESSAGES } from '@goodhours/domain';
import { ActionIcon, Button, Fieldset, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreatePreset, useDeletePreset, useRolePresets } from '../../api/roles';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { withLengthLimit } from '../../components/length-limit';
import { Tooltip } from '../../components/tooltip';
import { inCatalogueOrder } from './permission-list';

interface Props {
  roleName: string;
  selected: ReadonlySet<string>;
  onApply: (preset: RolePreset) => void;
}

/** Saved permission sets of a role: apply one (then Save), save the current selection, delete. */
export function RolePresets({ roleName, selected, onApply }: Props) {
  const { can } = useCan();
  const canCreate = can('postRole');
  const canDelete = can('putRole');
  const presets = useRolePresets(roleName, canCreate || canDelete);
  const create = useCreatePreset();
  const remove = useDeletePreset();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  if (!canCreate && !canDelete) return null;

  const saveAsPreset = () => {
    const parsed = rolePresetInput.safeParse({ roleName, presetName: name, permissions: inCatalogueOrder(selected) });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: (preset) => {
        setName('');
        notifications.show({ color: 'green', message: MESSAGES.presetSaved(preset.presetName) });
      },
      onError: (error) => {
        if (isApiError(error) && !error.isServerFailure) setNameError(error.fields?.presetName ?? error.message);
      },
    });
  };

  const deletePreset = (preset: RolePreset) => {
    remove.mutate(preset, {
      onSuccess: () => notifications.show({ message: MESSAGES.presetDeleted(preset.presetName) }),
    });
  };

  return (
    <Fieldset legend="Presets">
      <Stack gap="xs">
        {presets.isPending && <Skeleton height={20} />}
        {presets.isError && <ErrorView error={presets.error} onRetry={() => void presets.refetch()} />}
        {presets.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {MESSAGES.noPresets}
          </Text>
        )}
        {presets.data?.map((preset) => (
          <Group key={preset.id} justify="space-between">
            <Text size="sm">{preset.presetName}</Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  onApply(preset);
                }}
              >
                Apply
              </Button>
              {canDelete && (
                <Tooltip label="Delete preset">
                  <ActionIcon
                    color="red"
                    variant="subtle"
                    aria-label={`Delete preset ${preset.presetName}`}
                    onClick={() => {
                      deletePreset(preset);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
        {canCreate && (
          <Group align="flex-end">
            <TextInput
              label="Preset name"
              {...withLengthLimit({ value: name }, rolePresetInput.shape.presetName.maxLength)}
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
              }}
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={saveAsPreset} loading={create.isPending}>
              Add preset
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
