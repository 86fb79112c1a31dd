import type { SessionUser } from '@goodhours/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ADMIN_LINKS, MAIN_LINKS, REPORT_LINKS, TEAM_LOCATIONS, type HeaderLink } from './header-links';
import { SuggestionCountBadge } from '../task-suggestions';
import { HeaderTimer } from '../timer';
import { HoursBell } from '../header';
import { useViewedUser } from '../viewing';
import { AvatarMenu } from './avatar-menu';
import { LinkMenu } from './link-menu';
import { ThemeToggle } from './theme-toggle';
import { useVisibleLinks } from './use-visible-links';

function HeaderNavLink({ link }: { link: HeaderLink }) {
  const { pathname } = useLocation();
  const active = pathname === link.to || pathname.startsWith(`${link.to}/`);
  return (
    <Button component={Link} to={link.to} variant={active ? 'light' : 'subtle'} aria-current={active ? 'page' : undefined}>
      {link.label}
      {link.to === '/taskeditsuggestions' && <SuggestionCountBadge />}
    </Button>
  );
}

/** The main header (document 2 §2): links and menus the user may use, then their own menu. */
export function Header({ user }: { user: SessionUser }) {
  const mainLinks = useVisibleLinks(MAIN_LINKS);
  const reportLinks = useVisibleLinks(REPORT_LINKS);
  const adminLinks = useVisibleLinks(ADMIN_LINKS);
  const anyReport = reportLinks.some((link) => link.area);
  const viewed = useViewedUser();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap={4} wrap="nowrap" component="nav" aria-label="Main" style={{ overflowX: 'auto' }}>
        <Anchor component={Link} to="/dashboard" fw={700} mr="sm" underline="never">
          Goodhours
        </Anchor>
        {mainLinks.map((link) => (
          <HeaderNavLink key={link.to} link={link} />
        ))}
        {anyReport ? <LinkMenu label="Reports" links={reportLinks} /> : <HeaderNavLink link={TEAM_LOCATIONS} />}
        {adminLinks.length > 0 && <LinkMenu label="Other Links" links={adminLinks} />}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <HeaderTimer user={user} viewedUserId={viewed?.id ?? null} />
        <HoursBell userId={user.userid} />
        <ThemeToggle />
        <AvatarMenu user={user} />
      </Group>
    </Group>
  );
}
