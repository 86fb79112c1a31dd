import { BADGE_ADMIN_MESSAGES, BADGE_MESSAGES, type BadgeCollectionItem } from '@goodhours/domain';
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useMarkBadgesSeen } from '../../api/badges';
import { useUserBadges } from '../../api/profile-work';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { BadgeSummaryTable } from './badge-summary';
import { BADGE_TYPES } from './badge-types';

/**
 * Splits a badge collection into the badges new for the person (changed since they last looked,
 * as the server marks them: isNewBadge) and those seen before. The notice counts `recent`.
 */
export function splitBadges(items: readonly BadgeCollectionItem[]): { recent: BadgeCollectionItem[]; before: BadgeCollectionItem[] } {
  return { recent: items.filter((item) => item.isNew), before: items.filter((item) => !item.isNew) };
}

/** The last change among the badges shown as new: what the person has seen once the tab shows them. */
export function lastChange(items: readonly BadgeCollectionItem[]): string | null {
  return items.reduce<string | null>((last, item) => (last === null || item.lastModified > last ? item.lastModified : last), null);
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

/**
 * The Badges tab (#badgesearned): the badges new since the person last looked, with a notice that
 * counts exactly those rows, then the badges seen before, and the total. One's own tab marks its
 * new badges seen (they stay listed as new until the next visit); a leader's look marks nothing.
 */
export function BadgesTab({ userId, own }: { userId: string; own: boolean }) {
  const badges = useUserBadges(userId);
  const markSeen = useMarkBadgesSeen(userId);
  const seenUpTo = own && badges.data ? lastChange(splitBadges(badges.data).recent) : null;
  useEffect(() => {
    if (seenUpTo === null) return;
    markSeen.mutate(seenUpTo, { onError: () => notifications.show({ color: 'red', message: BADGE_ADMIN_MESSAGES.resetFailed }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of new badges shown
  }, [seenUpTo]);
  if (badges.isPending) return <Skeleton height={80} />;
  if (badges.isError) return <ErrorView error={badges.error} onRetry={() => void badges.refetch()} />;
  const { recent, before } = splitBadges(badges.data);
  const total = badgeTotal(badges.data);
  const none = own ? BADGE_MESSAGES.noBadgesOwn : BADGE_MESSAGES.noBadgesOther;
  const who = own ? 'You have' : 'This person has';
  return (
    <Stack gap="md">
      {recent.length > 0 && (
        <Text size="sm" c="teal" fw={500}>
          {own ? BADGE_MESSAGES.newSinceOwn(recent.length) : BADGE_MESSAGES.newSinceOther(recent.length)}
        </Text>
      )}
      <Group justify="space-between">
        <Text fw={500}>{total === 0 ? none : `${who} earned ${String(total)} badge${total === 1 ? '' : 's'} in total.`}</Text>
        <BadgeTypesDialog />
      </Group>
      <BadgeGroup title={BADGE_MESSAGES.newTitle} items={recent} empty={own ? BADGE_MESSAGES.noNewOwn : BADGE_MESSAGES.noNewOther} />
      <BadgeGroup title={BADGE_MESSAGES.seenTitle} items={before} empty={BADGE_MESSAGES.noneSeen} />
    </Stack>
  );
}
