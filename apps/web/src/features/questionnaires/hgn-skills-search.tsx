import { HGN_RATING_MAX, HGN_RATING_MIN, HGN_SKILLS, HGN_WEEKDAYS } from '@goodhours/domain';
import { Button, CloseButton, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { emptySkillLine, type HgnSearchValues } from './hgn-search-values';

const SECTION_NAMES = { general: 'General', frontend: 'Frontend', backend: 'Backend' } as const;
const SKILL_OPTIONS = (['general', 'frontend', 'backend'] as const).map((section) => ({
  group: SECTION_NAMES[section],
  items: HGN_SKILLS.filter((s) => s.section === section).map((s) => ({ value: s.id, label: s.label })),
}));
const MINIMUMS = Array.from({ length: HGN_RATING_MAX - HGN_RATING_MIN + 1 }, (_, i) => String(HGN_RATING_MIN + i));
const ANY_DAY = '';
const DAYS = [{ value: ANY_DAY, label: 'Any day' }, ...HGN_WEEKDAYS.map((d) => ({ value: d, label: d }))];
const MAX_LINES = 6;

interface Props {
  initial: HgnSearchValues;
  onSearch: (values: HgnSearchValues) => void;
}

/** The Owner's search: skills, each rated at least a minimum (more can be added), and a weekday the person is free. */
export function HgnSkillsSearch({ initial, onSearch }: Props) {
  const [lines, setLines] = useState(initial.skills);
  const [day, setDay] = useState(initial.day ?? ANY_DAY);
  const setLine = (i: number, change: Partial<HgnSearchValues['skills'][number]>) =>
    setLines((all) => all.map((line, j) => (j === i ? { ...line, ...change } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ skills: lines, day: day === ANY_DAY ? null : day });
  };
  const clear = () => {
    setLines([emptySkillLine()]);
    setDay(ANY_DAY);
    onSearch({ skills: [], day: null });
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Search by skills
          </Title>
          {lines.map((line, i) => (
            <Group key={i} align="flex-end" gap="xs" wrap="wrap">
              <Select
                label={`Skill ${String(i + 1)}`}
                placeholder="Choose a skill"
                data={SKILL_OPTIONS}
                value={line.skill}
                onChange={(skill) => setLine(i, { skill })}
                searchable
                clearable
                w={{ base: '100%', xs: 260 }}
              />
              <Select
                label="At least"
                data={MINIMUMS}
                value={line.min}
                onChange={(min) => setLine(i, { min: min ?? line.min })}

                w={100}
              />
              {lines.length > 1 && (
                <CloseButton
                  size="lg"
                  mb={4}
                  aria-label={`Remove skill ${String(i + 1)}`}
                  onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                />
              )}
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={() => setLines((all) => [...all, emptySkillLine()])}
              disabled={lines.length >= MAX_LINES}
            >
              Add a skill
            </Button>
          </Group>
          <Select
            label="Free on"
            data={DAYS}
            value={day}
            onChange={(d) => setDay(d ?? ANY_DAY)}

            w={{ base: '100%', xs: 260 }}
          />
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              Search
            </Button>
            <Button variant="default" onClick={clear}>
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
