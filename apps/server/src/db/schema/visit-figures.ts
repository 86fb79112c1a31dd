import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VISIT_DEVICES, VISIT_METRICS, VISIT_VALUE_CEILING, type VisitDevice, type VisitMetric } from '@goodhours/domain';

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One measurement of a real visit (decision 060): the page as its route pattern, the metric, its
 * value and the device class, at the instant the server received it. Nothing names a person, an
 * address or a browser. Kept 28 days (jobs/prune-visit-figures.ts); read and pruned by `measured_at`.
 */
export const visitSamples = pgTable(
  'visit_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    metric: text('metric').$type<VisitMetric>().notNull(),
    device: text('device').$type<VisitDevice>().notNull(),
    /** Milliseconds for LCP and INP; no unit for CLS. */
    value: doublePrecision('value').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visit_samples_measured_at_idx').on(t.measuredAt),
    check('visit_samples_metric_check', sql`${t.metric} in (${listed(VISIT_METRICS)})`),
    check('visit_samples_device_check', sql`${t.device} in (${listed(VISIT_DEVICES)})`),
    check('visit_samples_value_check', sql`${t.value} >= 0 and ${t.value} <= ${sql.raw(String(VISIT_VALUE_CEILING))}`),
  ],
);
