import { Outlet } from 'react-router';
import { UpdateBanner } from './update-banner';

/** Around every page, public or not: the new-version banner. */
export function RootLayout() {
  return (
    <>
      <UpdateBanner />
      <Outlet />
    </>
  );
}
