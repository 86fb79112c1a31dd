import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { SuggestionCountBadge } from '../task-suggestions';
import { TEAM_LOCATIONS, type HeaderLink } from './header-links';
import { LinkMenu } from './link-menu';
import type { HeaderSections } from './use-header-sections';

/** Whether a link is the page being shown (or one of its sub-pages). */
export function useIsActive(): (link: HeaderLink) => boolean {
  const { pathname } = useLocation();
  return (link) => pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/** What a link carries beside its label: Task Edit Suggestions shows how many wait. */
export function linkBadge(link: HeaderLink) {
  return link.to === '/taskeditsuggestions' ? <SuggestionCountBadge /> : undefined;
}

function HeaderNavLink({ link, active }: { link: HeaderLink; active: boolean }) {
  return (
    <Button
      component={Link}
      to={link.to}
      variant={active ? 'light' : 'subtle'}
      px="xs"
      aria-current={active ? 'page' : undefined}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {link.label}
      {linkBadge(link)}
    </Button>
  );
}

/** The header's links in a row, for screens wide enough to hold them all without cutting a label. */
export function HeaderNav({ sections }: { sections: HeaderSections }) {
  const isActive = useIsActive();
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label="Main">
      {sections.main.map((link) => (
        <HeaderNavLink key={link.to} link={link} active={isActive(link)} />
      ))}
      {sections.anyReport ? (
        <LinkMenu label="Reports" links={sections.reports} />
      ) : (
        <HeaderNavLink link={TEAM_LOCATIONS} active={isActive(TEAM_LOCATIONS)} />
      )}
      {sections.admin.length > 0 && <LinkMenu label="Other Links" links={sections.admin} />}
    </Group>
  );
}
