import { BADGE_MESSAGES, formatHours, pacificDate, shortDate, type BadgeCollectionItem } from '@goodhours/domain';
import { Button, Group, Indicator, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useUserBadges } from '../../api/profile-work';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { Tooltip } from '../../components/tooltip';
import { BadgePicture } from './badge-picture';

function BadgeImage({ item, size }: { item: BadgeCollectionItem; size: number }) {
  return <BadgePicture badge={item.badge} size={size} />;
}

/** A badge's name, with the hours of the personal best a Personal Max badge stands for. */
export function badgeLabel(item: Pick<BadgeCollectionItem, 'badge' | 'hours'>): string {
  return item.hours === null ? item.badge.badgeName : `${item.badge.badgeName} (${formatHours(item.hours)} hours)`;
}

/** How wide a badge's count is drawn: a 3-digit class from 100 (document 1 §9); 1,000 and more read '999+'. */
export function badgeCountClass(count: number): { label: string; digits: 1 | 2 | 3 } {
  if (count >= 100) return { label: count > 999 ? '999+' : String(count), digits: 3 };
  return { label: String(count), digits: count >= 10 ? 2 : 1 };
}

const COUNT_SIZE = { 1: 18, 2: 22, 3: 28 } as const;

/** A badge's picture with how many times it was earned, when more than once. */
function CountedBadge({ item }: { item: BadgeCollectionItem }) {
  const { label, digits } = badgeCountClass(item.count);
  return (
    <Indicator label={label} size={COUNT_SIZE[digits]} disabled={item.count < 2} data-digits={digits} offset={6} color="dark">
      <BadgeImage item={item} size={44} />
    </Indicator>
  );
}

/** The 'Badge Summary' dialog: Badge, Name, Modified, Earned Dates, Count (document 1 §2). */
export function BadgeSummaryTable({ items }: { items: BadgeCollectionItem[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Badge</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Modified</Table.Th>
            <Table.Th>Earned Dates</Table.Th>
            <Table.Th>Count</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.badge.id}>
              <Table.Td>
                <BadgeImage item={item} size={36} />
              </Table.Td>
              <Table.Td>{badgeLabel(item)}</Table.Td>
              <Table.Td>{shortDate(pacificDate(new Date(item.lastModified)))}</Table.Td>
              <Table.Td>{item.earnedDates.map(shortDate).join(', ') || '—'}</Table.Td>
              <Table.Td>{item.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The profile's badges: the pictures, and the Badge Summary dialog with the details. */
export function ProfileBadges({ userId, own }: { userId: string; own: boolean }) {
  const badges = useUserBadges(userId);
  const [opened, { open, close }] = useDisclosure(false);
  const items = badges.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-badges" id="badgesearned">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="profile-badges">
            Badges
          </Title>
          {items.length > 0 && (
            <Button size="xs" variant="light" onClick={open}>
              {BADGE_MESSAGES.summaryTitle}
            </Button>
          )}
        </Group>
        {badges.isPending && <Skeleton height={40} />}
        {badges.isError && <ErrorView error={badges.error} onRetry={() => void badges.refetch()} />}
        {badges.data && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {own ? BADGE_MESSAGES.noBadgesOwn : BADGE_MESSAGES.noBadgesOther}
          </Text>
        )}
        {items.length > 0 && (
          <Group gap="xs">
            {items.map((item) => (
              <Tooltip key={item.badge.id} label={`${badgeLabel(item)} × ${String(item.count)}`}>
                <span>
                  <CountedBadge item={item} />
                </span>
              </Tooltip>
            ))}
          </Group>
        )}
      </Stack>
      <Dialog opened={opened} onClose={close} title={BADGE_MESSAGES.summaryTitle} size="lg">
        <BadgeSummaryTable items={items} />
      </Dialog>
    </Paper>
  );
}
