import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import { VISIT_FIGURES_MESSAGES as M } from './messages.js';
import { VISIT_BATCH_MAX, VISIT_DEVICES, VISIT_METRICS, VISIT_VALUE_CEILING, VISIT_VALUE_MAX, VISIT_WINDOWS } from './metrics.js';
import { VISIT_PAGES } from './pages.js';

const device = () => z.enum(VISIT_DEVICES, { error: M.deviceInvalid });

/** One measurement: which page, which metric, what it measured. Nothing about who or where from. */
const visitSample = () =>
  z
    .strictObject(
      {
        page: z.enum(VISIT_PAGES, { error: M.unknownPage }),
        metric: z.enum(VISIT_METRICS, { error: M.unknownMetric }),
        value: z.number({ error: M.valueInvalid }).min(0, M.valueInvalid).max(VISIT_VALUE_CEILING, M.valueInvalid),
      },
      { error: M.unknownField },
    )
    .superRefine((s, ctx) => {
      if (s.value > VISIT_VALUE_MAX[s.metric]) ctx.addIssue({ code: 'custom', path: ['value'], message: M.valueTooLarge(s.metric) });
    });

/**
 * POST visit-figures: a visit's measurements, a few at a time, with the device class they were
 * taken on. Server side only: the reporter in the browser keeps to the same rules without zod.
 */
export const visitReportInput = once(() =>
  z.strictObject(
    {
      device: device(),
      metrics: z.array(visitSample(), { error: M.batchInvalid }).min(1, M.batchEmpty).max(VISIT_BATCH_MAX, M.batchTooLarge),
    },
    { error: M.unknownField },
  ),
);
export type VisitReportInput = z.input<ReturnType<typeof visitReportInput>>;
export type VisitSample = VisitReportInput['metrics'][number];

/** GET visit-figures: every device, or one class. */
export const visitFiguresQuery = once(() => z.object({ device: device().optional() }));

const figure = () =>
  z
    .object({
      p75: z.number().describe('The 75th percentile of the values measured (ms for LCP and INP, no unit for CLS).'),
      samples: z.number().int().describe('How many visits measured it.'),
    })
    .nullable()
    .describe('Null when no visit measured it in the window.');

export const visitFiguresAnswer = once(() =>
  z.object({
    sampleRate: z.number().describe('The share of visits that report (0 when measuring is off).'),
    windows: z.array(
      z.object({
        days: z.union(VISIT_WINDOWS.map((d) => z.literal(d))),
        pages: z
          .array(z.object({ page: z.string(), LCP: figure(), INP: figure(), CLS: figure() }))
          .describe('Pages measured in the window, most measured first, by route pattern.'),
      }),
    ),
  }),
);
export type VisitFigures = z.output<ReturnType<typeof visitFiguresAnswer>>;
export type PageFigures = VisitFigures['windows'][number]['pages'][number];
