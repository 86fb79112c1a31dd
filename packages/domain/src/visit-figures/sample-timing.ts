/**
 * The name of the `Server-Timing` entry on the app's page that carries the sample rate
 * (`visit-figures;desc="0.1"`): the browser reads it from the page's own navigation entry, so
 * knowing whether to measure costs no request. A file of its own: the app's first code reads it,
 * and carries nothing else of the area.
 */
export const VISIT_SAMPLE_TIMING = 'visit-figures';
