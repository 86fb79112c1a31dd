import { formatDay, type ProjectReport, type TeamReport } from '@goodhours/domain';
import type { ExportColumn } from './export/export-table';
import { hourColumns } from './people/people-report-export';
import { personName, yesNo } from './list/report-list-specs';
import { sumHours, type ListSpec, type TableSort } from './list/report-list-state';

export type ProjectPerson = ProjectReport['people'][number];
export type TeamMember = TeamReport['members'][number];

type Sorts<T> = Pick<ListSpec<T>, 'sorts'>;
const total = (r: { tangibleHours: number; intangibleHours: number }) => sumHours(r.tangibleHours, r.intangibleHours);

/**
 * Tangible hours as a share of the hours committed over the period, in whole percent; null when
 * nothing was committed (no share to show).
 */
export function committedShare(tangibleHours: number, committedHours: number): number | null {
  return committedHours > 0 ? Math.round((tangibleHours / committedHours) * 100) : null;
}

/** The people of a project report: sorted by hours (most first: the top contributors first) or by name, role, membership. */
export const PROJECT_PEOPLE: Sorts<ProjectPerson> = {
  sorts: {
    name: { value: personName },
    role: { value: (r) => r.role },
    member: { value: (r) => (r.isMember ? 0 : 1) },
    tangible: { value: (r) => r.tangibleHours, numeric: true },
    intangible: { value: (r) => r.intangibleHours, numeric: true },
    total: { value: total, numeric: true },
    counted: { value: (r) => (r.counted ? 1 : 0), numeric: true },
  },
};
/** Most hours first: the first rows are the project's top contributors. */
export const TOP_CONTRIBUTORS_FIRST: TableSort = { sort: 'total', dir: 'desc' };

/** The members of a team report, by name unless another column is chosen. */
export const TEAM_MEMBERS: Sorts<TeamMember> = {
  sorts: {
    name: { value: personName },
    role: { value: (r) => r.role },
    status: { value: (r) => (r.isActive ? 0 : 1) },
    committed: { value: (r) => r.committedHours, numeric: true },
    tangible: { value: (r) => r.tangibleHours, numeric: true },
    intangible: { value: (r) => r.intangibleHours, numeric: true },
    share: { value: (r) => committedShare(r.tangibleHours, r.committedHours) ?? -1, numeric: true },
    summaries: { value: (r) => r.summaries, numeric: true },
    blueSquares: { value: (r) => r.blueSquares.length, numeric: true },
  },
};
export const BY_NAME: TableSort = { sort: 'name', dir: 'asc' };

export const PROJECT_PEOPLE_EXPORT: ExportColumn<ProjectPerson>[] = [
  { header: 'Name', value: personName },
  { header: 'Role', value: (r) => r.role },
  { header: 'Member', value: (r) => yesNo(r.isMember) },
  ...hourColumns<ProjectPerson>(),
  { header: 'Counted (10+ tangible hours)', value: (r) => yesNo(r.counted) },
];

export const TEAM_MEMBERS_EXPORT: ExportColumn<TeamMember>[] = [
  { header: 'Name', value: personName },
  { header: 'Role', value: (r) => r.role },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Weekly commitment', value: (r) => r.weeklyCommittedHours, hours: true },
  { header: 'Committed in the period', value: (r) => r.committedHours, hours: true },
  ...hourColumns<TeamMember>(),
  { header: '% of committed (tangible)', value: (r) => committedShare(r.tangibleHours, r.committedHours) },
  { header: 'Summaries', value: (r) => r.summaries },
  { header: 'Blue squares', value: (r) => r.blueSquares.length },
];

/** Every blue square of the members, one a row, in the members' order. */
export const memberBlueSquares = (members: readonly TeamMember[]) =>
  members.flatMap((m) => m.blueSquares.map((b) => ({ id: m.id, name: personName(m), ...b })));

export const BLUE_SQUARES_EXPORT: ExportColumn<ReturnType<typeof memberBlueSquares>[number]>[] = [
  { header: 'Name', value: (b) => b.name },
  { header: 'Date', value: (b) => formatDay(b.date) },
  { header: 'Description', value: (b) => b.description },
];
