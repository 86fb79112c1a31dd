import { Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSessionUser } from '../auth/use-session';
import { PageFrame } from './page-frame';
import classes from './public-layout.module.css';
import { MAIN_ID } from './skip-links';

/**
 * The product's header on a page anyone may open (issue 42): its name, and a way in (to sign in,
 * or back to the dashboard for someone signed in). /login is `bare`: it has no header at all.
 */
function PublicHeader() {
  const user = useSessionUser();
  return (
    <header className={classes.header}>
      <Anchor component={Link} to={user ? '/dashboard' : '/login'} fw={700} underline="never">
        Goodhours
      </Anchor>
      {user ? (
        <Anchor component={Link} to="/dashboard" size="sm">
          Dashboard
        </Anchor>
      ) : (
        <Anchor component={Link} to="/login" size="sm">
          Sign in
        </Anchor>
      )}
    </header>
  );
}

/** Public pages: the product's header (unless `bare`), then the page in the one main. */
export function PublicLayout({ bare = false }: { bare?: boolean }) {
  return (
    <>
      {!bare && <PublicHeader />}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </main>
    </>
  );
}
