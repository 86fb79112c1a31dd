import { ComingSoon } from '../../components/coming-soon';

export function TeamsPage() {
  return <ComingSoon area="Teams" />;
}
