import { Button, Group, Text } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useLikeLesson, type LessonRow } from '../../api/lessons';
import { toastRefusal } from '../../components/confirm-delete';

/**
 * Like and unlike, with the count beside (document 3 §6: anyone who may read it). The second click
 * of a double click is not a second action, and a click while the last one is on its way is
 * ignored: a quick double click gives one like. The server keeps one like per person anyway.
 */
export function LikeButton({ lesson }: { lesson: LessonRow }) {
  const like = useLikeLesson();
  const onClick = (event: MouseEvent) => {
    if (event.detail > 1 || like.isPending) return;
    like.mutate({ id: lesson.id, like: !lesson.likedByMe }, { onError: toastRefusal });
  };
  const count = lesson.totalLikes;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={lesson.likedByMe ? 'filled' : 'default'}
        aria-pressed={lesson.likedByMe}
        leftSection={<IconThumbUp size={16} aria-hidden />}
        onClick={onClick}
      >
        Like
      </Button>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {count} {count === 1 ? 'like' : 'likes'}
      </Text>
    </Group>
  );
}
