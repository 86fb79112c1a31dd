import type { UnitCategory, UnitRow } from '@goodhours/domain';
import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tooltip } from '../../components/tooltip';
import { UnitConditionText } from './unit-condition';
import { SortHeader } from './sort-header';
import { dayOrDash, daysLeftText, isUnitAvailable, rentalDaysLeft, unitPaths, yesNo, type UnitOrder } from './unit-values';

export type UnitRowAction = 'updates' | 'purchases';

interface Props {
  category: UnitCategory;
  rows: readonly UnitRow[];
  order: UnitOrder;
  onSort: (order: UnitOrder) => void;
  onAction: (action: UnitRowAction, row: UnitRow) => void;
  /** Today in the organisation's zone, for the rentals' days left. */
  today: string;
}

function Action({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A rental's due date and the whole days left on it, or 'Expired' (document 3 §4). */
function RentalDue({ row, today }: { row: UnitRow; today: string }) {
  if (!row.rentalDue) return <>—</>;
  return (
    <>
      <Text size="sm">{dayOrDash(row.rentalDue)}</Text>
      <Text size="xs" c={rentalDaysLeft(row.rentalDue, today) < 0 ? 'red' : 'dimmed'} fw={500}>
        {daysLeftText(rentalDaysLeft(row.rentalDue, today))}
      </Text>
    </>
  );
}

/**
 * The tools or the equipment, one row per unit (document 3 §2.9). Tools: Project, Name, Bought,
 * Using, Available, Condition, Code, Updates, Purchases. Equipment: Project, Name, Bought, Rental,
 * Rented On, Rental Due, Updates, Purchases, with the code under the name. The code opens the
 * unit's page. On a phone the table scrolls inside its own box.
 */
export function UnitTable({ category, rows, order, onSort, onAction, today }: Props) {
  const tools = category === 'Tools';
  const paths = unitPaths(category);
  const sortProps = { order, onSort };
  return (
    <Table.ScrollContainer minWidth={tools ? 900 : 860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={tools ? 'Tools' : 'Equipment'}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="project" {...sortProps}>
              Project
            </SortHeader>
            <SortHeader column="name" {...sortProps}>
              Name
            </SortHeader>
            <Table.Th>Bought</Table.Th>
            {tools ? (
              <>
                <Table.Th>Using</Table.Th>
                <Table.Th>Available</Table.Th>
                <Table.Th>Condition</Table.Th>
                <Table.Th>Code</Table.Th>
              </>
            ) : (
              <>
                <Table.Th>Rental</Table.Th>
                <SortHeader column="rentedOn" {...sortProps}>
                  Rented On
                </SortHeader>
                <SortHeader column="rentalDue" {...sortProps}>
                  Rental Due
                </SortHeader>
              </>
            )}
            <Table.Th>Updates</Table.Th>
            <Table.Th>Purchases</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.type.name} ${row.code}`;
            const code = (
              <Anchor component={Link} to={paths.unit(row.id)} size="sm" aria-label={name}>
                {row.code}
              </Anchor>
            );
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{row.project.projectName}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.type.name}
                  </Text>
                  {!tools && code}
                </Table.Td>
                <Table.Td>{row.ownership}</Table.Td>
                {tools ? (
                  <>
                    <Table.Td>{row.holder?.name ?? '—'}</Table.Td>
                    <Table.Td>{yesNo(isUnitAvailable(row))}</Table.Td>
                    <Table.Td>
                      <UnitConditionText condition={row.condition} retired={row.retired} />
                    </Table.Td>
                    <Table.Td>{code}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td>{yesNo(row.ownership === 'Rental')}</Table.Td>
                    <Table.Td>{dayOrDash(row.rentedOn)}</Table.Td>
                    <Table.Td>
                      <RentalDue row={row} today={today} />
                    </Table.Td>
                  </>
                )}
                <Table.Td>
                  <Action label={`Updates of ${name}`} icon={<IconHistory size={16} />} onClick={() => onAction('updates', row)} />
                </Table.Td>
                <Table.Td>
                  <Action label={`Purchases of ${name}`} icon={<IconReceipt size={16} />} onClick={() => onAction('purchases', row)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
