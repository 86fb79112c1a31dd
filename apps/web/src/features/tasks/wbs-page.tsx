import { ComingSoon } from '../../components/coming-soon';

export function WbsPage() {
  return <ComingSoon area="WBS" />;
}
