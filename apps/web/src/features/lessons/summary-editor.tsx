import { LESSON_MESSAGES as M, lessonContentInput } from '@goodhours/domain';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useEditLessonContent, type LessonRow } from '../../api/lessons';
import { toastRefusal } from '../../components/confirm-delete';
import { NotesEditor } from '../../components/notes-editor';

/** The summary in edit mode (document 3 §4): the author changes it in place; it cannot be emptied ('Summary cannot be empty.'). */
export function SummaryEditor({ lesson, onDone }: { lesson: LessonRow; onDone: () => void }) {
  const edit = useEditLessonContent();
  const [content, setContent] = useState(lesson.content);
  const [error, setError] = useState<string | undefined>(undefined);

  const save = () => {
    const checked = lessonContentInput.safeParse({ content });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? M.summaryEmpty);
      return;
    }
    edit.mutate(
      { id: lesson.id, content },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.summarySaved, autoClose: 3000 });
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.fields?.content) setError(failure.fields.content);
          else toastRefusal(failure);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <NotesEditor
        label="Summary"
        initialContent={lesson.content}
        error={error}
        onChange={(html) => {
          setContent(html);
          setError(undefined);
        }}
      />
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={edit.isPending}>
          Save summary
        </Button>
        <Button size="xs" variant="default" onClick={onDone} disabled={edit.isPending}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
