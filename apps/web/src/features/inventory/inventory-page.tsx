import { ComingSoon } from '../../components/coming-soon';

export function InventoryPage() {
  return <ComingSoon area="Inventory" />;
}
