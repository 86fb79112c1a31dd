import type { Role } from '@goodhours/domain';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';

/** Every role with a link to its page. */
export function RoleList({ roles }: { roles: readonly Role[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th>People</Table.Th>
            <Table.Th>Permissions</Table.Th>
            <Table.Th>Kind</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Anchor component={Link} to={`/permissionsmanagement/${encodeURIComponent(role.roleName)}`}>
                  {role.roleName}
                </Anchor>
              </Table.Td>
              <Table.Td>{role.userCount}</Table.Td>
              <Table.Td>{role.permissions.length}</Table.Td>
              <Table.Td>
                <Badge variant={role.builtIn ? 'light' : 'outline'} color={role.builtIn ? 'teal' : 'gray'}>
                  {role.builtIn ? 'Built-in' : 'Custom'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
