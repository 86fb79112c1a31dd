import { formatDay, type ReportPersonRow, type ReportProjectRow, type ReportTeamRow } from '@goodhours/domain';
import type { ExportColumn } from '../export/export-table';
import { statusMatches, sumHours, type ListSpec, type ReportTab } from './report-list-state';

export const personName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`;
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
const total = (r: { tangibleHours: number; intangibleHours: number }) => sumHours(r.tangibleHours, r.intangibleHours);
const day = (date: string | null) => (date ? formatDay(date) : '');

const hourSorts = {
  tangible: { value: (r: { tangibleHours: number }) => r.tangibleHours, numeric: true },
  intangible: { value: (r: { intangibleHours: number }) => r.intangibleHours, numeric: true },
  total: { value: total, numeric: true },
};

/** People: searched by name, e-mail, role, team names and team code; filtered by status, role and team. */
export const PEOPLE_LIST: ListSpec<ReportPersonRow> = {
  haystack: (r) => [personName(r), r.email, r.role, r.teamCode, ...r.teamNames].join(' '),
  sorts: {
    name: { value: personName },
    role: { value: (r) => r.role },
    teams: { value: (r) => r.teamNames.join(', ') },
    status: { value: (r) => (r.isActive ? 0 : 1) },
    ...hourSorts,
    counted: { value: (r) => (r.counted ? 1 : 0), numeric: true },
  },
  matches: (r, s) => statusMatches(r.isActive, s.status) && (!s.role || r.role === s.role) && (!s.team || r.teamNames.includes(s.team)),
};

/** Projects: searched by name and category; filtered by status and category. */
export const PROJECT_LIST: ListSpec<ReportProjectRow> = {
  haystack: (r) => `${r.projectName} ${r.category}`,
  sorts: {
    name: { value: (r) => r.projectName },
    category: { value: (r) => r.category },
    status: { value: (r) => (r.isActive ? 0 : 1) },
    members: { value: (r) => r.memberCount, numeric: true },
    activePeople: { value: (r) => r.activePeople, numeric: true },
    ...hourSorts,
    counted: { value: (r) => (r.counted ? 1 : 0), numeric: true },
  },
  matches: (r, s) => statusMatches(r.isActive, s.status) && (!s.category || r.category === s.category),
};

/** Teams: searched by name and code; filtered by status. */
export const TEAM_LIST: ListSpec<ReportTeamRow> = {
  haystack: (r) => `${r.teamName} ${r.teamCode}`,
  sorts: {
    name: { value: (r) => r.teamName },
    code: { value: (r) => r.teamCode },
    status: { value: (r) => (r.isActive ? 0 : 1) },
    members: { value: (r) => r.memberCount, numeric: true },
    committed: { value: (r) => r.committedHours, numeric: true },
    activeMembers: { value: (r) => r.activeMembers, numeric: true },
    ...hourSorts,
  },
  matches: (r, s) => statusMatches(r.isActive, s.status),
};

/** The sort columns of a tab, for reading the address. */
export function sortableColumns(tab: ReportTab): readonly string[] {
  const spec = tab === 'people' ? PEOPLE_LIST : tab === 'projects' ? PROJECT_LIST : TEAM_LIST;
  return Object.keys(spec.sorts);
}

const hourColumns = <T extends { tangibleHours: number; intangibleHours: number }>(): ExportColumn<T>[] => [
  { header: 'Tangible hours', value: (r) => r.tangibleHours, hours: true },
  { header: 'Intangible hours', value: (r) => r.intangibleHours, hours: true },
  { header: 'Total hours', value: total, hours: true },
];

export const PEOPLE_EXPORT: ExportColumn<ReportPersonRow>[] = [
  { header: 'Name', value: personName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Role', value: (r) => r.role },
  { header: 'Teams', value: (r) => r.teamNames.join(', ') },
  { header: 'Team code', value: (r) => r.teamCode },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Weekly commitment', value: (r) => r.weeklyCommittedHours, hours: true },
  { header: 'Start date', value: (r) => day(r.startDate) },
  { header: 'End date', value: (r) => day(r.endDate) },
  ...hourColumns<ReportPersonRow>(),
  { header: 'Counted (10+ tangible hours)', value: (r) => yesNo(r.counted) },
];

export const PROJECT_EXPORT: ExportColumn<ReportProjectRow>[] = [
  { header: 'Project', value: (r) => r.projectName },
  { header: 'Category', value: (r) => r.category },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Members', value: (r) => r.memberCount },
  { header: 'People with 10+ tangible hours', value: (r) => r.activePeople },
  ...hourColumns<ReportProjectRow>(),
  { header: 'Counted (1+ hour)', value: (r) => yesNo(r.counted) },
];

export const TEAM_EXPORT: ExportColumn<ReportTeamRow>[] = [
  { header: 'Team', value: (r) => r.teamName },
  { header: 'Team code', value: (r) => r.teamCode },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Members', value: (r) => r.memberCount },
  { header: 'Weekly commitment of active members', value: (r) => r.committedHours, hours: true },
  { header: 'Members with 10+ tangible hours', value: (r) => r.activeMembers },
  ...hourColumns<ReportTeamRow>(),
];
