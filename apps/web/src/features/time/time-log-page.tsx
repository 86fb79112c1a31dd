import { ComingSoon } from '../../components/coming-soon';

export function TimeLogPage() {
  return <ComingSoon area="Time log" />;
}
