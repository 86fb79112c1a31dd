import { formatDay } from '@goodhours/domain';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import type { LessonRow } from '../../api/lessons';
import { LessonBody } from './lesson-body';
import { LikeButton } from './like-button';

interface Props {
  lesson: LessonRow;
  expanded: boolean;
  onToggle: () => void;
}

/** One lesson (document 3 §4): its title opens and closes the card on its own; the like button is always at hand. */
export function LessonCard({ lesson, expanded, onToggle }: Props) {
  const id = useId();
  const bodyId = `${id}-body`;
  const facts = [formatDay(lesson.date), lesson.author?.name ?? 'Former member', lesson.relatedProject?.name ?? 'No project'];
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4" id={`${id}-title`} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <UnstyledButton
              onClick={onToggle}
              aria-expanded={expanded}
              aria-controls={bodyId}
              style={{ display: 'flex', gap: 6, alignItems: 'flex-start', font: 'inherit', overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              <IconChevronRight
                size={20}
                aria-hidden
                style={{ flex: 'none', marginTop: 3, transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
              />
              <span>{lesson.title}</span>
            </UnstyledButton>
          </Title>
          <LikeButton lesson={lesson} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Text>
        {lesson.tags.length > 0 && (
          <Group gap={6} aria-label="Tags" role="list">
            {lesson.tags.map((tag) => (
              <Badge key={tag} variant="light" role="listitem" style={{ textTransform: 'none', maxWidth: '100%' }}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <div id={bodyId}>{expanded && <LessonBody lesson={lesson} />}</div>
      </Stack>
    </Paper>
  );
}
