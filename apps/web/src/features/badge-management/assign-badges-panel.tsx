import { BADGE_ADMIN_MESSAGES as M, type BadgeAdmin } from '@goodhours/domain';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fetchUserBadges, useAssignBadges } from '../../api/badges';
import { useCan } from '../../auth/use-session';
import { assignProblem, failureText, withBadgesAdded } from './assign-model';
import { BadgePicture } from '../badges';
import { CollectionEditor } from './collection-editor';
import { FlashAlert } from './flash-alert';
import { useFlashMessage } from './use-flash-message';
import { usePersonFinder } from './use-person-finder';

/**
 * Assign Badges (document 1 §5, §7, §8): a person found by first and last name is given the chosen
 * badges (one more of each already held). With modifyBadgeAmount their collection can be edited too.
 */
export function AssignBadgesPanel({ badges }: { badges: readonly BadgeAdmin[] }) {
  const { can } = useCan();
  const queryClient = useQueryClient();
  const finder = usePersonFinder();
  const assign = useAssignBadges();
  const flash = useFlashMessage();
  const [badgeIds, setBadgeIds] = useState<string[]>([]);
  const [finding, setFinding] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const byId = new Map(badges.map((b) => [b.id, b]));

  const findPerson = async () => {
    setFinding(true);
    try {
      const found = await finder.find();
      if ('problem' in found) flash.fail(found.problem);
      return 'person' in found ? found.person : null;
    } catch (error) {
      flash.fail(failureText(error));
      return null;
    } finally {
      setFinding(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    flash.clear();
    const problem = assignProblem(finder.firstName, finder.lastName, badgeIds);
    if (problem) {
      flash.fail(problem);
      return;
    }
    setSubmitting(true);
    try {
      const person = await findPerson();
      if (!person) return;
      const held = await fetchUserBadges(queryClient, person.id);
      await assign.mutateAsync({
        userId: person.id,
        body: { badgeCollection: withBadgesAdded(held, badgeIds), newBadges: badgeIds.length },
      });
      setBadgeIds([]);
      flash.succeed(M.assigned);
    } catch (error) {
      flash.fail(failureText(error));
    } finally {
      setSubmitting(false);
    }
  };

  const show = async () => {
    flash.clear();
    await findPerson();
  };

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Assign badges">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              autoComplete="off"
              value={finder.firstName}
              onChange={(event) => {
                finder.setFirstName(event.currentTarget.value);
              }}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="off"
              value={finder.lastName}
              onChange={(event) => {
                finder.setLastName(event.currentTarget.value);
              }}
            />
          </SimpleGrid>
          {finder.namesakes.length > 1 && (
            <Select
              label="Which person?"
              description="Several people have this name; choose one by e-mail"
              placeholder="Choose by e-mail"
              data={finder.namesakes.map((p) => ({ value: p.id, label: p.email }))}
              value={finder.person?.id ?? null}
              onChange={finder.choose}
            />
          )}
          {finder.person && (
            <Text size="sm" aria-live="polite">
              Person: {finder.person.firstName} {finder.person.lastName} ({finder.person.email})
            </Text>
          )}
          <MultiSelect
            label="Badges"
            required
            placeholder={badgeIds.length ? undefined : 'Choose one or more badges'}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No badge has that name"
            data={badges.map((b) => ({ value: b.id, label: b.badgeName }))}
            value={badgeIds}
            onChange={setBadgeIds}
            renderOption={({ option }) => {
              const badge = byId.get(option.value);
              return (
                <Group gap="xs" wrap="nowrap">
                  {badge && <BadgePicture badge={badge} size={24} decorative />}
                  <Text size="sm">{option.label}</Text>
                </Group>
              );
            }}
          />
          <FlashAlert message={flash.message} />
          <Group justify="flex-end">
            {can('modifyBadgeAmount') && (
              <Button variant="default" onClick={() => void show()} loading={finding && !submitting}>
                Show their badges
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              Assign badges
            </Button>
          </Group>
        </Stack>
      </form>
      {can('modifyBadgeAmount') && finder.person && <CollectionEditor person={finder.person} />}
    </Stack>
  );
}
