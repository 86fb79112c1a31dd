import type { SessionUser } from '@goodhours/domain';
import { AppShell } from '@mantine/core';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { PageFrame } from '../../components/page-frame';
import { MAIN_ID } from '../../components/skip-links';
import { hiddenUntil } from '../../components/use-settled';
import { Header, HEADER_HEIGHT } from './header';
import { HeaderBanners, NotificationDock, useBannersSettled } from '../header';

function SignedInLayout({ user }: { user: SessionUser }) {
  const bannersSettled = useBannersSettled(user);
  // The same element each time: a banner arriving redraws the frame, not the page under it (the
  // page still follows navigation, which reaches Outlet through the router's context).
  const page = useMemo(() => <Outlet />, []);
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={{ base: 'xs', sm: 'md' }}>
      <AppShell.Header>
        <Header user={user} />
      </AppShell.Header>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <PageFrame>
          <HeaderBanners user={user} />
          {/* The page is there (its data is on its way) but shown once the banners above it have
              arrived, so it does not jump down under them. */}
          <div style={hiddenUntil(bannersSettled)}>{page}</div>
        </PageFrame>
        {/* The notification card floats over the page's foot: arriving late, it moves nothing. */}
        <NotificationDock userId={user.userid} />
      </AppShell.Main>
    </AppShell>
  );
}

/** Signed-in pages: the header and its banners above the page. */
export function AppLayout() {
  const user = useSessionUser();
  return user ? <SignedInLayout user={user} /> : null;
}
