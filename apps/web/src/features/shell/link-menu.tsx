import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HeaderLink } from './header-links';

/** A header drop-down of links, opened by a button with the menu's name. */
export function LinkMenu({ label, links }: { label: string; links: readonly HeaderLink[] }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          px="xs"
          rightSection={<IconChevronDown size={14} />}
          styles={{ root: { flexShrink: 0 }, section: { marginInlineStart: 4 } }}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
