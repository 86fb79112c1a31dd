import { ADMIN_LINKS, MAIN_LINKS, REPORT_LINKS, type HeaderLink } from './header-links';
import { useVisibleLinks } from './use-visible-links';

/** The header's links the signed-in user may open, grouped as the header shows them. */
export interface HeaderSections {
  main: HeaderLink[];
  reports: HeaderLink[];
  /** Whether any gated report is allowed: if not, only a Team Locations link is shown. */
  anyReport: boolean;
  admin: HeaderLink[];
}

export function useHeaderSections(): HeaderSections {
  const main = useVisibleLinks(MAIN_LINKS);
  const reports = useVisibleLinks(REPORT_LINKS);
  const admin = useVisibleLinks(ADMIN_LINKS);
  return { main, reports, anyReport: reports.some((link) => link.area), admin };
}
