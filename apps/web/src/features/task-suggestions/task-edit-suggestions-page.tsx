import { ComingSoon } from '../../components/coming-soon';

export function TaskEditSuggestionsPage() {
  return <ComingSoon area="Task edit suggestions" />;
}
