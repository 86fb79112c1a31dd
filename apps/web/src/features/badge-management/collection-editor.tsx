import { BADGE_COUNT_MAX, BADGE_MESSAGES, type BadgeCollectionItem } from '@goodhours/domain';
import { ActionIcon, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useAssignBadges } from '../../api/badges';
import { useUserBadges } from '../../api/profile-work';
import { ErrorView } from '../../components/error-view';
import { Tooltip } from '../../components/tooltip';
import { checkCollection, failureText, rowsOf, type CollectionRow, type Person, type RowErrors } from './assign-model';
import { BadgePicture } from '../badges';
import { FlashAlert } from './flash-alert';
import { useFlashMessage } from './use-flash-message';

const SAVED = 'Badge collection saved.';

/** A person's badges with counts and earned dates to change, and badges to take away (modifyBadgeAmount). */
export function CollectionEditor({ person }: { person: Person }) {
  const badges = useUserBadges(person.id);
  // Kept here: a save replaces the rows below (they restart from the saved collection).
  const flash = useFlashMessage();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="collection-editor-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="collection-editor-title">
          Badges of {name}
        </Title>
        {badges.isPending && <Skeleton height={80} />}
        {badges.isError && <ErrorView error={badges.error} onRetry={() => void badges.refetch()} />}
        {badges.data && <CollectionRows key={badges.dataUpdatedAt} person={person} items={badges.data} flash={flash} />}
      </Stack>
    </Paper>
  );
}

interface RowsProps {
  person: Person;
  items: BadgeCollectionItem[];
  flash: ReturnType<typeof useFlashMessage>;
}

function CollectionRows({ person, items, flash }: RowsProps) {
  const assign = useAssignBadges();
  const [rows, setRows] = useState<CollectionRow[]>(() => rowsOf(items));
  const [errors, setErrors] = useState<RowErrors>({});
  const pictures = new Map(items.map((i) => [i.badge.id, i.badge]));

  const change = (badgeId: string, patch: Partial<CollectionRow>) => {
    setRows((list) => list.map((r) => (r.badgeId === badgeId ? { ...r, ...patch } : r)));
    setErrors(({ [badgeId]: _gone, ...rest }) => rest);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    flash.clear();
    const checked = checkCollection(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    assign.mutate(
      { userId: person.id, body: { badgeCollection: checked.collection } },
      {
        onSuccess: () => {
          flash.succeed(SAVED);
        },
        onError: (error) => {
          flash.fail(failureText(error));
        },
      },
    );
  };

  const changed = JSON.stringify(rows) !== JSON.stringify(rowsOf(items));
  return (
    <form onSubmit={save} noValidate aria-label={`Badges of ${person.firstName} ${person.lastName}`}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {BADGE_MESSAGES.noBadgesOther}
          </Text>
        )}
        {rows.map((row) => {
          const badge = pictures.get(row.badgeId);
          return (
            <Group key={row.badgeId} align="flex-start" gap="sm" wrap="wrap">
              {badge && <BadgePicture badge={badge} size={36} decorative />}
              <Text fw={500} w={{ base: 'calc(100% - 48px)', sm: 160 }} pt={6}>
                {row.badgeName}
              </Text>
              <NumberInput
                label="Count"
                aria-label={`Count of ${row.badgeName}`}
                min={1}
                max={BADGE_COUNT_MAX}
                allowDecimal={false}
                w={100}
                value={row.count}
                error={errors[row.badgeId]?.count}
                onChange={(value) => {
                  change(row.badgeId, { count: value });
                }}
              />
              <TextInput
                label="Earned dates"
                aria-label={`Earned dates of ${row.badgeName}`}
                description="YYYY-MM-DD, separated by commas"
                style={{ flex: 1, minWidth: 200 }}
                value={row.dates}
                error={errors[row.badgeId]?.dates}
                onChange={(event) => {
                  change(row.badgeId, { dates: event.currentTarget.value });
                }}
              />
              <Tooltip label="Remove badge">
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.badgeName}`}
                  onClick={() => {
                    setRows((list) => list.filter((r) => r.badgeId !== row.badgeId));
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
        <FlashAlert message={flash.message} />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed}
            onClick={() => {
              setRows(rowsOf(items));
              setErrors({});
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" loading={assign.isPending} disabled={!changed}>
            Save collection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
