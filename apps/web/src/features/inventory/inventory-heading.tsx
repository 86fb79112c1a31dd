import { INVENTORY_MESSAGES as M, type ProjectInventory } from '@goodhours/domain';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

const enc = encodeURIComponent;

export const inventoryPath = (projectId: string, wbsId?: string | null) =>
  `/inventory/${enc(projectId)}${wbsId ? `/wbs/${enc(wbsId)}` : ''}`;

interface Props {
  inventory: ProjectInventory;
  canAdd: boolean;
  onAdd: () => void;
}

/**
 * The project (and WBS) name, a link back (to the project's WBS list, or from a WBS to the
 * project's inventory), a switch between the project level and each WBS, and Add item.
 */
export function InventoryHeading({ inventory, canAdd, onAdd }: Props) {
  const navigate = useNavigate();
  const { project, wbs, wbsList } = inventory;
  const back = wbs
    ? { to: inventoryPath(project.id), label: `${project.projectName} inventory` }
    : { to: `/project/wbs/${enc(project.id)}`, label: `WBS of ${project.projectName}` };

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {wbs ? `${project.projectName}: ${wbs.wbsName}` : project.projectName}
            </Title>
            {project.isArchived && <Badge color="gray">Archived</Badge>}
            {!project.isActive && !project.isArchived && <Badge color="gray">Inactive</Badge>}
          </Group>
          <Title order={2} size="h5" c="dimmed">
            Inventory
          </Title>
        </Stack>
        <Group align="flex-end">
          {wbsList.length > 0 && (
            <NativeSelect
              label="Stock of"
              value={wbs?.id ?? ''}
              data={[{ value: '', label: M.projectLevel }, ...wbsList.map((w) => ({ value: w.id, label: w.wbsName }))]}
              onChange={(event) => void navigate(inventoryPath(project.id, event.currentTarget.value))}
            />
          )}
          {canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              Add item
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
