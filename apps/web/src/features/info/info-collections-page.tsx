import { ComingSoon } from '../../components/coming-soon';

export function InfoCollectionsPage() {
  return <ComingSoon area="Info collections" />;
}
