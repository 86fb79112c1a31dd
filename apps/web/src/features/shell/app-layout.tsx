import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { Header, HEADER_HEIGHT } from './header';
import { HeaderBanners } from '../header';

/** Signed-in pages: the header above the page. */
export function AppLayout() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Header user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <HeaderBanners />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
