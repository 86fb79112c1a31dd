import { visitFiguresContracts as visitFigures, type VisitDevice } from '@goodhours/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { visitFiguresKeys } from './query-keys';

/** Each page's 75th percentiles over the last 7 and 28 days, of every device (null) or one class. */
export function useVisitFigures(device: VisitDevice | null) {
  return useQuery({
    queryKey: visitFiguresKeys.of(device ?? 'all'),
    queryFn: ({ signal }) => call(visitFigures.figures, { query: device ? { device } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
}
