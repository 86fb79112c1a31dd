import type { SummariesReportRow } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { useSetReportProperty } from '../../api/summaries-report';
import { useCan } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';
import { BIO_LABELS, fullName } from './report-filter';

/** The bio's status, and for holders of requestBio a button asking for one not yet requested. */
export function BioStatus({ row }: { row: SummariesReportRow }) {
  const { can } = useCan();
  const setProperty = useSetReportProperty();
  const offer = can('requestBio') && row.bioPosted === 'default';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" component="span">
        <Text span fw={600} size="sm">
          Bio:
        </Text>{' '}
        {BIO_LABELS[row.bioPosted]}
      </Text>
      {offer && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Request bio from ${fullName(row)}`}
          loading={setProperty.isPending}
          onClick={() =>
            setProperty.mutate({ userId: row.id, property: { key: 'bioPosted', value: 'requested' } }, { onError: toastRefusal })
          }
        >
          Request bio
        </Button>
      )}
    </Group>
  );
}
