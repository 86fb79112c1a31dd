import { useLayoutEffect, useRef } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import './focus-ring.css';
import { SkipLinks } from './skip-links';
import { UpdateBanner } from './update-banner';

/**
 * A page reached by a link (or a redirect) starts at its top, as a page of a plain website does:
 * only a new path counts, so a tab kept in the hash (the time log's) or a filter in the query
 * leaves the page where it is; Back and Forward leave the position to the browser.
 */
function ScrollToTopOnNewPath() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * Around every page, public or not: the skip links (the first tab stop), the new-version banner,
 * and a new page starting at its top.
 */
export function RootLayout() {
  return (
    <>
      <SkipLinks />
      <ScrollToTopOnNewPath />
      <UpdateBanner />
      <Outlet />
    </>
  );
}
