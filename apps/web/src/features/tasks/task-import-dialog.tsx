/** The 'Import tasks' button and dialog for one WBS (filled in by the import work). */
export function TaskImportButton(_props: { wbsId: string; projectId: string; onImported?: () => void }) {
  return null;
}
