import { Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDrawnOnceOpened } from '../../components/dialog';
import { TEAM_LOCATIONS, type HeaderLink } from './header-links';
import { linkBadge, useIsActive } from './header-nav';
import type { HeaderSections } from './use-header-sections';

function DrawerLinks({ title, links, onNavigate }: { title?: string; links: readonly HeaderLink[]; onNavigate: () => void }) {
  const isActive = useIsActive();
  return (
    <Stack gap={0} role="group" aria-label={title}>
      {title && (
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="md" pb={4}>
          {title}
        </Text>
      )}
      {links.map((link) => {
        const active = isActive(link);
        return (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            rightSection={linkBadge(link)}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

/** The header's links on a narrow screen: a drawer opened by the menu button, closed by a choice. */
export function NavDrawer({ sections, opened, onClose }: { sections: HeaderSections; opened: boolean; onClose: () => void }) {
  // Drawn on its first opening: a page opening on a phone does not draw the closed drawer.
  const shown = useDrawnOnceOpened(opened);
  if (!shown.drawn) return null;
  return (
    <Drawer opened={shown.opened} onClose={onClose} title="Goodhours" size={300} scrollAreaComponent={ScrollArea.Autosize}>
      <nav aria-label="Main menu">
        <DrawerLinks links={sections.main} onNavigate={onClose} />
        {sections.anyReport ? (
          <DrawerLinks title="Reports" links={sections.reports} onNavigate={onClose} />
        ) : (
          <DrawerLinks links={[TEAM_LOCATIONS]} onNavigate={onClose} />
        )}
        {sections.admin.length > 0 && <DrawerLinks title="Other Links" links={sections.admin} onNavigate={onClose} />}
      </nav>
    </Drawer>
  );
}
