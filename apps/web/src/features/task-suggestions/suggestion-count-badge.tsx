import { Badge } from '@mantine/core';
import { useTaskSuggestionCount } from '../../api/task-suggestions';
import { useCan } from '../../auth/use-session';

/** The number of task edit suggestions waiting, for the header link (people with updateTask). */
export function SuggestionCountBadge() {
  const { can } = useCan();
  const count = useTaskSuggestionCount(can('updateTask'));
  const n = count.data?.count ?? 0;
  if (n === 0) return null;
  return (
    <Badge size="sm" circle={n < 10} color="red" ml={6} aria-label={`${String(n)} waiting`}>
      {n > 99 ? '99+' : n}
    </Badge>
  );
}
