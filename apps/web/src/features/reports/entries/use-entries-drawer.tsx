import type { ReportPeriod } from '@goodhours/domain';
import { useState, type ReactElement } from 'react';
import type { EntriesScope } from '../../../api/reports';
import { ReportEntriesDrawer, type EntriesRequest } from './report-entries-drawer';

/**
 * A report page's entries drawer. `open(title, scope, within)` shows the rows of the report's
 * period (or of a bar's weeks, `within`) in the page's `base` scope narrowed by `scope`;
 * `drawer` is the element to place on the page.
 */
export function useEntriesDrawer(
  period: ReportPeriod,
  base: Partial<EntriesScope> = {},
): {
  open: (title: string, scope?: Partial<EntriesScope>, within?: ReportPeriod) => void;
  drawer: ReactElement;
} {
  const [request, setRequest] = useState<EntriesRequest | null>(null);
  const open = (title: string, scope: Partial<EntriesScope> = {}, within: ReportPeriod = period) =>
    setRequest({ title, scope: { from: within.from, to: within.to, ...base, ...scope } });
  return { open, drawer: <ReportEntriesDrawer request={request} onClose={() => setRequest(null)} /> };
}
