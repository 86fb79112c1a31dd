import { ComingSoon } from '../../components/coming-soon';

export function TasksPage() {
  return <ComingSoon area="WBS and tasks" />;
}
