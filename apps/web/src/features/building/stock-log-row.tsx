import { formatQuantity, STOCK_MESSAGES as M, type StockCategory, type StockRow } from '@goodhours/domain';
import { Badge, Fieldset, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { logErrorKey, type LogAmounts, type LogErrors, type LogUnit } from './stock-log-values';
import { wastedLabel } from './stock-paths';

interface Props {
  category: StockCategory;
  row: StockRow;
  unit: LogUnit;
  amounts: LogAmounts;
  errors: LogErrors;
  onChange: (field: 'used' | 'wasted', value: number | string) => void;
}

/** The id of a row's field, to bring the first refused one into view. */
export const logFieldId = (itemId: string, field: 'used' | 'wasted') => `log-${itemId}-${field}`;

/**
 * One item of the log: its type (and WBS), what is available, and Used and Wasted (Destroyed for
 * reusables) in units or percent. A group named after the item, so each field is found by it.
 */
export function StockLogRow({ category, row, unit, amounts, errors, onChange }: Props) {
  const suffix = unit === 'percent' ? '(%)' : `(${row.type.unit})`;
  const none = row.available <= 0;
  const itemError = errors[logErrorKey(row.itemId, 'item')];
  const field = (name: 'used' | 'wasted', label: string) => (
    <NumberInput
      id={logFieldId(row.itemId, name)}
      label={`${label} ${suffix}`}
      min={0}
      max={unit === 'percent' ? 100 : undefined}
      decimalScale={3}
      inputMode="decimal"
      disabled={none}
      value={amounts[name]}
      error={errors[logErrorKey(row.itemId, name)]}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <Fieldset
      legend={
        <Group gap="xs" component="span">
          <span>{row.wbs ? `${row.type.name} (${row.wbs.wbsName})` : row.type.name}</span>
          {row.belowMinimum && (
            <Badge color="orange" variant="light" component="span">
              {M.lowStock}
            </Badge>
          )}
        </Group>
      }
      aria-label={row.wbs ? `${row.type.name}, ${row.wbs.wbsName}` : row.type.name}
      p="sm"
    >
      <Text size="sm" mb="xs">
        {none ? 'None available.' : `${formatQuantity(row.available)} ${row.type.unit} available`}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {field('used', 'Used')}
        {field('wasted', wastedLabel(category))}
      </SimpleGrid>
      {itemError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {itemError}
        </Text>
      )}
    </Fieldset>
  );
}
