import { formatMoment, type UnitDetail } from '@goodhours/domain';
import { Anchor, Badge, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PORTAL_HOME } from './stock-paths';
import { UnitConditionText } from './unit-condition';
import { dayOrDash, daysLeftText } from './unit-values';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const price = (value: number, currency: string | null) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ''}`;

/**
 * Every field of a unit from the data (document 3 §2.9 tool and equipment details; issue 44):
 * project, class (its type's category), name, code, ownership, the rental's dates and days left,
 * current usage, holder and since when, condition, invoice and price. Nothing made up.
 */
export function UnitDetailFields({ detail }: { detail: UnitDetail }) {
  const { unit } = detail;
  const rental = unit.ownership === 'Rental';
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      <Field label="Project">{unit.project.projectName}</Field>
      <Field label="Class">{unit.type.category}</Field>
      <Field label="Name">{unit.type.name}</Field>
      <Field label="Code">{unit.code}</Field>
      <Field label="Ownership">{unit.ownership}</Field>
      {rental && (
        <>
          <Field label="Rented on">{dayOrDash(unit.rentedOn)}</Field>
          <Field label="Rental due">{dayOrDash(unit.rentalDue)}</Field>
          {detail.rentalDaysLeft !== null && (
            <Field label="Rental days left">
              {detail.rentalDaysLeft < 0 ? (
                <Badge color="red" variant="light">
                  {daysLeftText(detail.rentalDaysLeft)}
                </Badge>
              ) : (
                daysLeftText(detail.rentalDaysLeft)
              )}
            </Field>
          )}
        </>
      )}
      <Field label="Current usage">{unit.currentUsage}</Field>
      <Field label="Held by">{unit.holder ? `${unit.holder.name}${unit.holder.external ? ' (external team)' : ''}` : 'Nobody'}</Field>
      {unit.holder && unit.heldSince && <Field label="Held since">{formatMoment(unit.heldSince)}</Field>}
      <Field label="Condition">
        <UnitConditionText condition={unit.condition} retired={unit.retired} />
      </Field>
      <Field label="Invoice">{detail.invoice || '—'}</Field>
      <Field label="Unit price">{detail.unitPrice === null ? '—' : price(detail.unitPrice, detail.currency)}</Field>
      {detail.purchaseRequestId && (
        <Field label="Bought through">
          <Anchor component={Link} to={`${PORTAL_HOME}/purchases`} size="sm">
            A purchase request
          </Anchor>
        </Field>
      )}
    </SimpleGrid>
  );
}
