import { formatQuantity, formatUsd, INVENTORY_MESSAGES as M, type InventorySummary } from '@goodhours/domain';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';

function SummaryCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} mt={4}>
        {value}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

const amount = (value: number, unit: string) => `${formatQuantity(value)} ${unit}`;

/** The project's stock figures (document 1 §3 Project): costs in US dollars, and three material types. */
export function InventorySummaryCards({ summary, scope }: { summary: InventorySummary; scope: string }) {
  const { mostMaterialWaste: wasted, mostMaterialBought: bought, leastMaterialAvailable: least } = summary;
  return (
    <section aria-label={scope}>
      <Text size="sm" c="dimmed" mb="xs">
        {scope}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <SummaryCard label="Materials cost" value={formatUsd(summary.totalMaterialsCost)} />
        <SummaryCard label="Equipment cost" value={formatUsd(summary.totalEquipmentCost)} />
        <SummaryCard
          label="Most wasted"
          value={wasted?.itemType.name ?? M.none}
          {...(wasted ? { detail: `${amount(wasted.stockWasted, wasted.itemType.unit)} wasted` } : {})}
        />
        <SummaryCard
          label="Most bought"
          value={bought?.itemType.name ?? M.none}
          {...(bought ? { detail: `${amount(bought.stockBought, bought.itemType.unit)} bought` } : {})}
        />
        <SummaryCard
          label="Least available"
          value={least?.itemType.name ?? M.none}
          {...(least ? { detail: `${amount(least.stockAvailable, least.itemType.unit)} left` } : {})}
        />
      </SimpleGrid>
    </section>
  );
}

export function InventorySummarySkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={84} radius="md" />
      ))}
    </SimpleGrid>
  );
}
