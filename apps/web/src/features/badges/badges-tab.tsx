import { BADGE_ADMIN_MESSAGES, BADGE_MESSAGES, pacificDate, pacificWeek, type BadgeCollectionItem } from '@goodhours/domain';
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNewBadgeCount, useResetBadgeCount } from '../../api/badges';
import { useUserBadges } from '../../api/profile-work';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { BadgeSummaryTable } from './badge-summary';
import { BADGE_TYPES } from './badge-types';

/** The Pacific date a badge was last earned (its last earned date, else when it last changed). */
function lastEarned(item: BadgeCollectionItem): string {
  return item.earnedDates.at(-1) ?? pacificDate(new Date(item.lastModified));
}

/**
 * Splits a badge collection at the start of last week: 'new' were earned last week (or since),
 * the rest before last week.
 */
export function splitBadges(
  items: readonly BadgeCollectionItem[],
  now: Date,
): { recent: BadgeCollectionItem[]; before: BadgeCollectionItem[] } {
  const lastWeekStart = pacificWeek(now, 1).start;
  const recent = items.filter((item) => lastEarned(item) >= lastWeekStart);
  return { recent, before: items.filter((item) => !recent.includes(item)) };
}

export function badgeTotal(items: readonly BadgeCollectionItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}

function BadgeTypesDialog() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        Badge Types and Assignment
      </Button>
      <Dialog opened={opened} onClose={close} title="Badge Types and Assignment" size="lg">
        <Text size="sm" mb="sm">
          Badges are awarded automatically at the weekly close (Sunday 00:00 Pacific) from the week just ended.
        </Text>
        <Table>
          <Table.Tbody>
            {BADGE_TYPES.map((t) => (
              <Table.Tr key={t.type}>
                <Table.Th scope="row">{t.type}</Table.Th>
                <Table.Td>{t.how}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Dialog>
    </>
  );
}

function BadgeGroup({ title, items, empty }: { title: string; items: BadgeCollectionItem[]; empty: string }) {
  const id = `badges-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <BadgeSummaryTable items={items} />
      )}
    </Stack>
  );
}

/** The Badges tab (#badgesearned): badges earned last week, those earned before, and the total. */
export function BadgesTab({ userId, own }: { userId: string; own: boolean }) {
  const badges = useUserBadges(userId);
  const fresh = useNewBadgeCount(userId, own);
  const reset = useResetBadgeCount(userId);
  const unseen = fresh.data?.count ?? 0;
  // The count shown is the one the reset was sent for: the cached count is 0 once it is done.
  const announced = reset.variables ?? 0;
  // One's own new badges are seen once the tab shows them: their count goes back to 0.
  useEffect(() => {
    if (!own || unseen === 0 || !badges.data) return;
    reset.mutate(unseen, { onError: () => notifications.show({ color: 'red', message: BADGE_ADMIN_MESSAGES.resetFailed }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per unseen count shown
  }, [own, unseen, !!badges.data]);
  if (badges.isPending) return <Skeleton height={80} />;
  if (badges.isError) return <ErrorView error={badges.error} onRetry={() => void badges.refetch()} />;
  const { recent, before } = splitBadges(badges.data, new Date());
  const total = badgeTotal(badges.data);
  const none = own ? BADGE_MESSAGES.noBadgesOwn : BADGE_MESSAGES.noBadgesOther;
  const who = own ? 'You have' : 'This person has';
  return (
    <Stack gap="md">
      {announced > 0 && (
        <Text size="sm" c="teal" fw={500}>
          {announced} new badge{announced === 1 ? '' : 's'} since you last looked.
        </Text>
      )}
      <Group justify="space-between">
        <Text fw={500}>{total === 0 ? none : `${who} earned ${String(total)} badge${total === 1 ? '' : 's'} in total.`}</Text>
        <BadgeTypesDialog />
      </Group>
      <BadgeGroup title="New Badges Earned" items={recent} empty="No badges earned last week." />
      <BadgeGroup title="Badges Earned Before Last Week" items={before} empty="No badges earned before last week." />
    </Stack>
  );
}
