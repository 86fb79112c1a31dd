import { PROJECT_MEMBER_READERS, type Project, formatHours } from '@goodhours/domain';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '../../auth/use-session';
import { ProjectActiveSwitch } from './project-active-switch';
import { ProjectRowActions, useProjectActionRights } from './project-row-actions';

const enc = encodeURIComponent;

interface Props {
  projects: readonly Project[];
  onEdit: (project: Project) => void;
}

/**
 * The project list: active flag, name, category, members, hours, and links to the WBS (with
 * postTask, document 1 §6), the inventory and the members page, with the controls the caller may use.
 */
export function ProjectTable({ projects, onEdit }: Props) {
  const { can } = useCan();
  const canToggle = can('putProject');
  const canSeeMembers = PROJECT_MEMBER_READERS.some(can);
  const showWbs = can('postTask');
  const rights = useProjectActionRights();

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Active</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th>Hours</Table.Th>
            {showWbs && <Table.Th>WBS</Table.Th>}
            <Table.Th>Inventory</Table.Th>
            {rights.any && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => {
            const name = project.projectName;
            return (
              <Table.Tr key={project.id}>
                <Table.Td>
                  {canToggle && !project.isArchived ? (
                    <ProjectActiveSwitch project={project} />
                  ) : (
                    <Badge variant="light" color={project.isActive ? 'teal' : 'gray'}>
                      {project.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500}>{name}</Text>
                    {project.isArchived && (
                      <Badge size="sm" variant="outline" color="gray">
                        Archived
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{project.category}</Table.Td>
                <Table.Td>
                  {canSeeMembers ? (
                    <Button
                      component={Link}
                      to={`/project/members/${enc(project.id)}`}
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconUsers size={14} />}
                      aria-label={`Members of ${name}: ${String(project.memberCount)}`}
                    >
                      {project.memberCount}
                    </Button>
                  ) : (
                    <Text size="sm">{project.memberCount}</Text>
                  )}
                </Table.Td>
                <Table.Td>{formatHours(project.hoursWorked)}</Table.Td>
                {showWbs && (
                  <Table.Td>
                    <Anchor component={Link} to={`/project/wbs/${enc(project.id)}`} size="sm" aria-label={`WBS of ${name}`}>
                      WBS
                    </Anchor>
                  </Table.Td>
                )}
                <Table.Td>
                  <Anchor component={Link} to={`/inventory/${enc(project.id)}`} size="sm" aria-label={`Inventory of ${name}`}>
                    Inventory
                  </Anchor>
                </Table.Td>
                {rights.any && (
                  <Table.Td>
                    <ProjectRowActions project={project} onEdit={onEdit} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
