import { ComingSoon } from '../../components/coming-soon';

export function TaskPage() {
  return <ComingSoon area="WBS and tasks" />;
}
