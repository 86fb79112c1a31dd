import { Skeleton, Stack } from '@mantine/core';

/** Placeholder shapes shown while a page loads its data. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
