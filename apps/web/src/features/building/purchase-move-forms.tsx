import {
  formatQuantity,
  PURCHASE_CURRENCIES,
  PURCHASE_MESSAGES as M,
  PURCHASE_REASON_MAX,
  PURCHASE_UNIT_PRICE_MAX,
  purchaseProblems,
  receivePurchaseInput,
  rejectPurchaseInput,
  type PurchaseCurrency,
  type PurchaseRequest,
} from '@goodhours/domain';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useMovePurchase } from '../../api/purchases';
import { Dialog } from '../../components/dialog';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';

export type PurchaseDialog = { kind: 'reject' | 'receive'; request: PurchaseRequest };

/**
 * What a refused move does in a dialog: a field's problem stays under it; a state that changed
 * meanwhile (409) closes the dialog and says so, the list showing the request as it now is.
 */
function useRefusal(fields: readonly string[], onDone: () => void, setErrors: (errors: Record<string, string>) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      notifications.show({ color: 'red', message: error.message });
      onDone();
      return;
    }
    const refusal = refusalOf(error, fields);
    setErrors(refusal.fields as Record<string, string>);
    setFailure(refusal.message);
  };
  return { failure, setFailure, refused };
}

/** The reason a request is rejected: required, at most 500 characters. */
function RejectForm({ request, onDone }: { request: PurchaseRequest; onDone: () => void }) {
  const move = useMovePurchase();
  const form = useForm({ initialValues: { reason: '' } });
  const { failure, setFailure, refused } = useRefusal(['reason'], onDone, form.setErrors);
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = rejectPurchaseInput.safeParse(values);
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    move.mutate(
      { action: 'reject', id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.rejected });
          onDone();
        },
        onError: refused,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reject request">
      <Stack>
        <Textarea label="Reason" required rows={3} data-autofocus {...withLengthLimit(form.getInputProps('reason'), PURCHASE_REASON_MAX)} />
        <FormActions submitLabel="Reject" onCancel={onDone} loading={move.isPending} failure={failure} />
      </Stack>
    </form>
  );
}

interface ReceiveValues {
  quantity: number | string;
  unitPrice: number | string;
  currency: PurchaseCurrency;
}

/** What arrived: the quantity (the one asked for, to start with), the unit price and its currency. */
function ReceiveForm({ request, onDone }: { request: PurchaseRequest; onDone: () => void }) {
  const move = useMovePurchase();
  const form = useForm<ReceiveValues>({ initialValues: { quantity: request.quantity, unitPrice: '', currency: 'USD' } });
  const { failure, setFailure, refused } = useRefusal(['quantity', 'unitPrice', 'currency'], onDone, form.setErrors);
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const quantity = numberOf(values.quantity);
    const parsed = receivePurchaseInput.safeParse({ quantity, unitPrice: numberOf(values.unitPrice), currency: values.currency });
    const whole = quantity === undefined ? {} : purchaseProblems(request.type.category, { quantity });
    if (!parsed.success || Object.keys(whole).length) {
      form.setErrors({ ...whole, ...(parsed.success ? {} : issuesByPath(parsed.error)) });
      return;
    }
    move.mutate(
      { action: 'receive', id: request.id, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.received });
          onDone();
        },
        onError: refused,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Receive request">
      <Stack>
        <Text size="sm">
          Asked for: {formatQuantity(request.quantity)} {request.type.unit} of {request.type.name}, for {request.project.name}.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label={`Quantity received (${request.type.unit})`}
            required
            min={0}
            decimalScale={3}
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Unit price"
            required
            min={0}
            max={PURCHASE_UNIT_PRICE_MAX}
            decimalScale={2}
            thousandSeparator=","
            inputMode="decimal"
            {...form.getInputProps('unitPrice')}
          />
          <NativeSelect label="Currency" required data={[...PURCHASE_CURRENCIES]} {...form.getInputProps('currency')} />
        </SimpleGrid>
        {form.values.currency !== 'USD' && (
          <Text size="sm" c="dimmed">
            {M.notUsd}
          </Text>
        )}
        <FormActions submitLabel="Receive" onCancel={onDone} loading={move.isPending} failure={failure} />
      </Stack>
    </form>
  );
}

/** The list's one dialog: reject with a reason, or receive. */
export function PurchaseDialogs({ dialog, onClose }: { dialog: PurchaseDialog | null; onClose: () => void }) {
  const title = dialog ? `${dialog.kind === 'reject' ? 'Reject' : 'Receive'}: ${dialog.request.type.name}` : '';
  return (
    <Dialog opened={dialog !== null} onClose={onClose} title={title} size="lg">
      {dialog?.kind === 'reject' && <RejectForm key={dialog.request.id} request={dialog.request} onDone={onClose} />}
      {dialog?.kind === 'receive' && <ReceiveForm key={dialog.request.id} request={dialog.request} onDone={onClose} />}
    </Dialog>
  );
}
