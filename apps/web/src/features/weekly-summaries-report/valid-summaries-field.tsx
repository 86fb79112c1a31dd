import { SUMMARIES_REPORT_MESSAGES as M, validSummariesInput, type SummariesReportRow } from '@goodhours/domain';
import { NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useSetValidSummaries } from '../../api/summaries-report';
import { useCan } from '../../auth/use-session';
import { EditInPlace } from './edit-in-place';
import { fullName } from './report-filter';

/** The total of valid weekly summaries, set in place by holders of totalValidWeeklySummaries. */
export function ValidSummariesField({ row }: { row: SummariesReportRow }) {
  const { can } = useCan();
  const setCount = useSetValidSummaries();
  const [value, setValue] = useState<number | string>(row.validSummaries);
  const [error, setError] = useState<string | null>(null);
  return (
    <EditInPlace
      label="Valid summaries"
      personName={fullName(row)}
      shown={row.validSummaries}
      canEdit={can('totalValidWeeklySummaries')}
      saving={setCount.isPending}
      onStart={() => {
        setValue(row.validSummaries);
        setError(null);
      }}
      onSave={(done) => {
        const parsed = validSummariesInput.safeParse({ count: value === '' ? undefined : Number(value) });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? M.countInvalid);
          return;
        }
        setCount.mutate(
          { userId: row.id, count: parsed.data.count },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: M.countSaved });
              done();
            },
            onError: (refusal) => {
              if (isApiError(refusal) && !refusal.isServerFailure) setError(refusal.fields?.count ?? refusal.message);
            },
          },
        );
      }}
      input={
        <NumberInput
          label="Valid summaries"
          size="xs"
          autoFocus
          min={0}
          max={10_000}
          allowDecimal={false}
          value={value}
          error={error}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          w={120}
        />
      }
    />
  );
}
