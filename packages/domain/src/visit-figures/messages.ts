import { VISIT_BATCH_MAX, VISIT_VALUE_MAX, type VisitMetric } from './metrics.js';

/** What the visit figures area says: refusals of a report, and the Owner's page. */
export const VISIT_FIGURES_MESSAGES = {
  unknownPage: 'The page must be one of the app’s route patterns, such as /dashboard/:userId.',
  unknownMetric: 'The metric must be LCP, INP or CLS.',
  valueInvalid: 'The value must be a number of 0 or more.',
  valueTooLarge: (metric: VisitMetric) => `A ${metric} value can be at most ${String(VISIT_VALUE_MAX[metric])}.`,
  deviceInvalid: 'The device must be phone or desktop.',
  batchInvalid: 'Send the measurements as a list.',
  batchEmpty: 'Send at least one measurement.',
  batchTooLarge: `Send at most ${String(VISIT_BATCH_MAX)} measurements at a time.`,
  unknownField: 'The report has a field it may not carry.',
  tooManyReports: 'Too many visit reports from this address. Please try again in a minute.',

  title: 'Visit figures',
  noFigures: 'No visit has been measured yet.',
  measuringOff: 'Measuring is off: set VISIT_FIGURES_SAMPLE_RATE above 0 for visits to report.',
} as const;
