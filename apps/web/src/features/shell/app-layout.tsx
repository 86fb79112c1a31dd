import type { SessionUser } from '@goodhours/domain';
import { AppShell } from '@mantine/core';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { hiddenUntil } from '../../components/use-settled';
import { Header, HEADER_HEIGHT } from './header';
import { HeaderBanners, useBannersSettled } from '../header';

function SignedInLayout({ user }: { user: SessionUser }) {
  const bannersSettled = useBannersSettled(user);
  // The same element each time: a banner arriving redraws the frame, not the page under it (the
  // page still follows navigation, which reaches Outlet through the router's context).
  const page = useMemo(() => <Outlet />, []);
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Header user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <HeaderBanners user={user} />
        {/* The page is there (its data is on its way) but shown once the banners above it have
            arrived, so it does not jump down under them. */}
        <div style={hiddenUntil(bannersSettled)}>{page}</div>
      </AppShell.Main>
    </AppShell>
  );
}

/** Signed-in pages: the header and its banners above the page. */
export function AppLayout() {
  const user = useSessionUser();
  return user ? <SignedInLayout user={user} /> : null;
}
