import type { SessionUser } from '@goodhours/domain';
import { Avatar, Menu, Text, UnstyledButton, Group } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../auth/session-store';
import classes from './header.module.css';
import { openLogoutDialog } from './logout-dialog';

/** The user's own menu: profile, password, logout. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`;
  const id = encodeURIComponent(user.userid);

  const confirmLogout = () => {
    openLogoutDialog(() => {
      void logout().then(() => navigate('/login', { replace: true }));
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            {/* The initials are a picture of the name: the button's name is the name itself. */}
            <Avatar src={user.profilePic} alt="" radius="xl" size="sm" color="teal" aria-hidden>
              {user.firstName.charAt(0)}
              {user.lastName.charAt(0)}
            </Avatar>
            <Text size="sm" fw={500} truncate="end" maw={160} className={classes.name}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/userprofile/${id}`} leftSection={<IconUser size={14} />}>
          View Profile
        </Menu.Item>
        <Menu.Item component={Link} to={`/updatepassword/${id}`} leftSection={<IconKey size={14} />}>
          Update Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={14} />} onClick={confirmLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
