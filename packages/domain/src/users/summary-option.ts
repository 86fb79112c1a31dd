/**
 * A person's weekly summary option (document 2 §3, document 4 §6): 'Required' by default; 'Not
 * Required' counts as a summary written at the weekly close; the team colours only group people in
 * the team views' Color filter. Set by holders of updateSummaryRequirements (decision 054).
 */
export const WEEKLY_SUMMARY_OPTIONS = ['Required', 'Not Required', 'Team', 'Team Fabulous', 'Team Marigold', 'Team Luminous'] as const;
export type WeeklySummaryOption = (typeof WEEKLY_SUMMARY_OPTIONS)[number];

/** The option that frees a person from writing a weekly summary. */
export const SUMMARY_NOT_REQUIRED: WeeklySummaryOption = 'Not Required';
