import { INVENTORY_NOTE_MAX, STOCK_MESSAGES as M, type StockCategory } from '@goodhours/domain';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLogStock, useStock } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { withLengthLimit } from '../../components/length-limit';
import { PageSkeleton } from '../../components/page-skeleton';
import { ShowMore } from '../../components/show-more';
import { logFieldId, StockLogRow } from './stock-log-row';
import { logErrorKey, logRefusal, logRequest, type LogAmounts, type LogErrors, type LogUnit } from './stock-log-values';

const EMPTY: LogAmounts = { used: '', wasted: '' };

/** Brings the first refused field into view: on a phone it may be far down the list. */
function focusFirst(errors: LogErrors, ids: readonly string[]) {
  for (const id of ids) {
    for (const field of ['used', 'wasted'] as const) {
      if (errors[logErrorKey(id, field)]) {
        requestAnimationFrame(() => document.getElementById(logFieldId(id, field))?.focus());
        return;
      }
    }
  }
}

/**
 * A project's items of one category, each with Used and Wasted, logged in one go: only the rows
 * with an amount are sent, all or nothing; a refusal puts each failing row's messages under its
 * fields, keeping everything typed.
 */
export function StockLogForm({ category, projectId }: { category: StockCategory; projectId: string }) {
  const stock = useStock({ category, projectId, sort: 'type', dir: 'asc' });
  const log = useLogStock();
  const [unit, setUnit] = useState<LogUnit>('units');
  const [note, setNote] = useState('');
  const [amounts, setAmounts] = useState<Record<string, LogAmounts>>({});
  const [errors, setErrors] = useState<LogErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (stock.isPending) return <PageSkeleton rows={4} />;
  if (stock.isError) return <ErrorView error={stock.error} onRetry={() => void stock.refetch()} />;
  const rows = stock.data.pages.flatMap((p) => p.rows);
  const total = stock.data.pages.at(-1)?.total ?? 0;
  if (rows.length === 0) return <Text>{M.noStock}</Text>;
  const shownIds = rows.map((r) => r.itemId);

  const change = (itemId: string, field: 'used' | 'wasted', value: number | string) => {
    setAmounts((current) => ({ ...current, [itemId]: { ...(current[itemId] ?? EMPTY), [field]: value } }));
    setErrors(({ [logErrorKey(itemId, field)]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = logRequest({ in: unit, note, amounts }, shownIds);
    if (!request.ok) {
      setErrors(request.errors);
      setFailure(request.message);
      focusFirst(request.errors, shownIds);
      return;
    }
    setErrors({});
    log.mutate(request.input, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: M.logged(answer.rows.length) });
        setAmounts({});
        setNote('');
      },
      onError: (error) => {
        const refusal = logRefusal(error, request.sentIds);
        setErrors(refusal.errors);
        setFailure(refusal.message);
        focusFirst(refusal.errors, shownIds);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log use">
      <Stack>
        <SegmentedControl
          aria-label="Amounts in"
          value={unit}
          onChange={(value) => setUnit(value)}
          data={[
            { value: 'units', label: 'Units' },
            { value: 'percent', label: 'Percent of available' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {rows.map((row) => (
            <StockLogRow
              key={row.itemId}
              category={category}
              row={row}
              unit={unit}
              amounts={amounts[row.itemId] ?? EMPTY}
              errors={errors}
              onChange={(field, value) => change(row.itemId, field, value)}
            />
          ))}
        </SimpleGrid>
        <ShowMore notShown={stock.hasNextPage ? total - rows.length : 0} onShow={() => void stock.fetchNextPage()} />
        <TextInput
          label="Note"
          {...withLengthLimit(
            {
              value: note,
              error: errors.note,
              onChange: (e: ChangeEvent<HTMLInputElement>) => {
                setNote(e.currentTarget.value);
                setErrors(({ note: _, ...rest }) => rest);
              },
            },
            INVENTORY_NOTE_MAX,
            'What it went into, for example: the footings of dome 2',
          )}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={log.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
