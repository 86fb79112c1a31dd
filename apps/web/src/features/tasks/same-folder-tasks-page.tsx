import { ComingSoon } from '../../components/coming-soon';

export function SameFolderTasksPage() {
  return <ComingSoon area="WBS and tasks" />;
}
