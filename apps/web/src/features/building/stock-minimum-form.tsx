import { formatQuantity, STOCK_MESSAGES as M, stockMinimumInput, type StockRow } from '@goodhours/domain';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSetStockMinimum } from '../../api/building-stock';
import { FormActions } from '../../components/form-actions';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';

/**
 * An item's low-stock line: when what is available falls below it, the project's managers are
 * emailed, once per crossing (decision 070). Empty, or Clear, means no minimum.
 */
export function StockMinimumForm({ row, onDone }: { row: StockRow; onDone: () => void }) {
  const save = useSetStockMinimum();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ minimum: number | string }>({ initialValues: { minimum: row.minimum ?? '' } });

  const send = (minimum: number | null) => {
    setFailure(null);
    const parsed = stockMinimumInput.safeParse({ minimum });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    save.mutate(
      { itemId: row.itemId, minimum: parsed.data.minimum },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.minimumSaved });
          onDone();
        },
        onError: (error) => {
          const refusal = refusalOf(error, ['minimum']);
          form.setErrors(refusal.fields);
          setFailure(refusal.message);
        },
      },
    );
  };

  const submit = form.onSubmit((values) => send(numberOf(values.minimum) ?? null));

  return (
    <form onSubmit={submit} noValidate aria-label="Low-stock minimum">
      <Stack>
        <Text size="sm">
          {`${formatQuantity(row.available)} ${row.type.unit} available. When it falls below the minimum, the project’s managers are emailed.`}
        </Text>
        <NumberInput
          label={`Minimum (${row.type.unit})`}
          description="Leave empty for no minimum."
          min={0}
          decimalScale={3}
          data-autofocus
          {...form.getInputProps('minimum')}
        />
        {row.minimum !== null && (
          <Group>
            <Button variant="subtle" color="orange" onClick={() => send(null)} disabled={save.isPending}>
              Clear minimum
            </Button>
          </Group>
        )}
        <FormActions submitLabel="Save minimum" onCancel={onDone} loading={save.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
