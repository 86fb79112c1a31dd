import type { SummariesReport, SummariesReportRow } from '@goodhours/domain';

/** A volunteer who met a 10-hour commitment and wrote a summary, unless changed. */
export const person = (over: Partial<SummariesReportRow> = {}): SummariesReportRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.org',
  role: 'Volunteer',
  isActive: true,
  teamCode: 'B-EBV',
  teamNames: ['Earthbag Builders'],
  weeklySummaryOption: 'Required',
  mediaUrl: 'https://photos.example.org/ann',
  weeklyCommittedHours: 10,
  tangibleHours: 10,
  intangibleHours: 0,
  summary: '<p>Laid the <strong>second</strong> course of earthbags.</p>',
  uploadDate: '2026-11-20T18:00:00.000Z',
  validSummaries: 12,
  bioPosted: 'default',
  bioEligible: false,
  badgesThisWeek: 0,
  ...over,
});

export const ANN = person();
export const BEN = person({
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Ben',
  lastName: 'Hartley',
  email: 'ben@example.org',
  teamCode: 'S-DEV',
  teamNames: ['Platform Developers'],
  weeklySummaryOption: 'Team Fabulous',
  tangibleHours: 18,
  summary: '',
  uploadDate: null,
  mediaUrl: '',
  bioPosted: 'requested',
  badgesThisWeek: 2,
});
export const CARA = person({
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Cara',
  lastName: 'Nguyen',
  email: 'cara@example.org',
  teamCode: 'S-DEV',
  tangibleHours: 4,
  summary: '<p>Fixed the login page &amp; wrote tests.</p>',
  bioPosted: 'posted',
  bioEligible: true,
});

export const weekOfRows = (weekStart: string, weekEnd: string, rows = [ANN, BEN, CARA]): SummariesReport => ({ weekStart, weekEnd, rows });
