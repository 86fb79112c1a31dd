import { PERMISSION_AREAS, type PermissionEntry, type PermissionKey } from '@goodhours/domain';
import { Badge, Checkbox, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { memo } from 'react';

/** A mark beside a permission, e.g. where a person's permission comes from. */
export interface PermissionMark {
  label: string;
  color: string;
}

interface RowProps {
  permission: PermissionEntry;
  checked: boolean;
  readOnly: boolean;
  onToggle: (key: PermissionKey, checked: boolean) => void;
  markLabel?: string | undefined;
  markColor?: string | undefined;
}

/** One permission; memoised so a toggle re-renders one row, not the whole catalogue. */
const PermissionRow = memo(function PermissionRow({ permission, checked, readOnly, onToggle, markLabel, markColor }: RowProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
      <Checkbox
        label={permission.label}
        description={permission.description}
        checked={checked}
        disabled={readOnly}
        onChange={(event) => {
          onToggle(permission.key, event.currentTarget.checked);
        }}
      />
      {markLabel && (
        <Badge size="sm" variant="light" color={markColor} style={{ flexShrink: 0 }}>
          {markLabel}
        </Badge>
      )}
    </Group>
  );
});

interface Props {
  isChecked: (key: PermissionKey) => boolean;
  /** Should be stable (e.g. from useCallback) so unchanged rows are not re-rendered. */
  onToggle: (key: PermissionKey, checked: boolean) => void;
  readOnly?: boolean;
  markOf?: (key: PermissionKey) => PermissionMark | null;
}

/** Every permission of the catalogue, grouped by area, with its label and description. */
export function PermissionChecklist({ isChecked, onToggle, readOnly = false, markOf }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {PERMISSION_AREAS.map((area) => (
        <Fieldset key={area.area} legend={area.area} variant="filled">
          {area.permissions.map((permission) => {
            const mark = markOf?.(permission.key);
            return (
              <PermissionRow
                key={permission.key}
                permission={permission}
                checked={isChecked(permission.key)}
                readOnly={readOnly}
                onToggle={onToggle}
                markLabel={mark?.label}
                markColor={mark?.color}
              />
            );
          })}
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
