/** Real visits measured (decision 060): the reporter the app starts with; the Owner's page is loaded by its route. */
export { reportVisits } from './report-visits';
