import { formatHours } from '@goodhours/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reports.module.css';

export interface ReportFact {
  label: string;
  value: ReactNode;
}

/** A report's facts as a definition list: as many columns as fit, one on a phone. */
export function Facts({ facts }: { facts: ReportFact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A total of the period, large: a count as it is. */
export const bigValue = (value: string | number): ReactNode => (
  <Text component="span" fz="xl" fw={700}>
    {value}
  </Text>
);

/** Hours of the period, large. */
export const bigHours = (hours: number): ReactNode => bigValue(formatHours(hours));
