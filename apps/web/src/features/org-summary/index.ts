/** The total org summary (issue 18): its page, opened by the route table. */
export { OrgSummaryPage } from './org-summary-page';
