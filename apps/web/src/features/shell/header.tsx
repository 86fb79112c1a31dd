import type { SessionUser } from '@goodhours/domain';
import { Anchor, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { memo } from 'react';
import { useScreenQuery } from '../../components/use-screen-query';
import classes from './header.module.css';
import { Link } from 'react-router';
import { HeaderTimer } from '../timer';
import { HoursBell } from '../header';
import { useViewedUser } from '../viewing';
import { AvatarMenu } from './avatar-menu';
import { HeaderNav } from './header-nav';
import { NavDrawer } from './nav-drawer';
import { ThemeToggle } from './theme-toggle';
import { useHeaderSections } from './use-header-sections';

/** Where the links fit in a row (Mantine's `lg`); below it they are in a drawer behind the menu button. */
const WIDE_ENOUGH = '(min-width: 75em)';

function ProductName() {
  return (
    <Anchor component={Link} to="/dashboard" fw={700} underline="never" style={{ flexShrink: 0 }}>
      Goodhours
    </Anchor>
  );
}

/**
 * The main header (document 2 §2): links and menus the user may use, then the timer and their own
 * menu. On a narrow screen the links move into a drawer and the timer takes a second row. Drawn
 * again only when what it reads changes, not each time a banner under it arrives. Only the links'
 * form the screen's width uses is drawn (the row or the menu button), not both with one hidden.
 */
export const Header = memo(function Header({ user }: { user: SessionUser }) {
  const sections = useHeaderSections();
  const viewed = useViewedUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const wide = useScreenQuery(WIDE_ENOUGH);

  return (
    <>
      <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          {!wide && (
            <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label="Open the menu" aria-expanded={drawerOpened} />
          )}
          <ProductName />
          {wide && <HeaderNav sections={sections} />}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <div className={classes.timerSlot}>
            <HeaderTimer user={user} viewedUserId={viewed?.id ?? null} />
          </div>
          <HoursBell userId={user.userid} />
          <ThemeToggle />
          <AvatarMenu user={user} />
        </Group>
      </Group>
      {!wide && <NavDrawer sections={sections} opened={drawerOpened} onClose={drawer.close} />}
    </>
  );
});

/** The header's height: on a phone the timer has a row of its own under the links' row. */
export const HEADER_HEIGHT = { base: 104, sm: 60 };
