import { PURCHASE_CURRENCIES } from '@goodhours/domain';
import { Fieldset, Group, NativeSelect, NumberInput, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatInCurrency, liveTotal, type ToolTypeValues } from './tool-type-values';

/**
 * The tool type form's purchase: how many, at what price, bought or rented and when, what it
 * cost to ship and tax, the vendor, and the total, which follows what is typed. A purchase has no
 * return date (document 3 §4): its field is disabled and emptied.
 */
export function ToolTypePurchaseFields({ form }: { form: UseFormReturnType<ToolTypeValues> }) {
  const { currency, purchaseRental } = form.values;
  const rental = purchaseRental === 'rental';

  const choose = (value: string) => {
    const next = value === 'rental' ? 'rental' : 'purchase';
    form.setFieldValue('purchaseRental', next);
    if (next === 'purchase') {
      form.setFieldValue('toDate', '');
      form.clearFieldError('toDate');
    }
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label="Quantity"
          description="1 to 999; each unit gets its own code"
          required
          min={1}
          max={999}
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('quantity')}
        />
        <NumberInput
          label={`Unit price (${currency})`}
          required
          min={1}
          decimalScale={2}
          thousandSeparator=","
          inputMode="decimal"
          {...form.getInputProps('unitPrice')}
        />
        <NativeSelect label="Currency" required data={[...PURCHASE_CURRENCIES]} {...form.getInputProps('currency')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Radio.Group label="Purchase or rental" required value={purchaseRental} onChange={choose} error={form.errors.purchaseRental}>
          <Group mt={4}>
            <Radio value="purchase" label="Purchase" />
            <Radio value="rental" label="Rental" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Condition" required {...form.getInputProps('condition')}>
          <Group mt={4}>
            <Radio value="new" label="New" />
            <Radio value="used" label="Used" />
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type="date" label={rental ? 'Rental date' : 'Purchase date'} required {...form.getInputProps('fromDate')} />
        <TextInput
          type="date"
          label="Return date"
          description={rental ? undefined : 'Only for a rental'}
          required={rental}
          disabled={!rental}
          {...form.getInputProps('toDate')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={`Shipping fee (${currency})`}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          inputMode="decimal"
          {...form.getInputProps('shippingFee')}
        />
        <NumberInput label="Taxes (%)" min={0} max={100} decimalScale={3} inputMode="decimal" {...form.getInputProps('taxes')} />
      </SimpleGrid>
      <Fieldset legend="Vendor" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Area code" inputMode="numeric" autoComplete="off" {...form.getInputProps('areaCode')} />
          <TextInput label="Phone number" type="tel" autoComplete="off" {...form.getInputProps('phoneNumber')} />
          <TextInput label="Link" type="url" placeholder="https://" {...form.getInputProps('link')} />
        </SimpleGrid>
      </Fieldset>
      <Text aria-live="polite">
        Total price: <strong>{formatInCurrency(liveTotal(form.values), currency)}</strong>{' '}
        <Text span size="sm" c="dimmed">
          (unit price × quantity, plus taxes, plus shipping)
        </Text>
      </Text>
    </>
  );
}
