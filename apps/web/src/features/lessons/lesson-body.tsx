import { LESSON_MESSAGES as M } from '@goodhours/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fetchAppendix, useDeleteLesson, type LessonRow } from '../../api/lessons';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { downloadBlob } from '../../components/download-file';
import { LessonContent } from './lesson-content';
import { fileSizeText } from './lesson-form-values';
import { SummaryEditor } from './summary-editor';

function AppendixFiles({ lesson }: { lesson: LessonRow }) {
  const download = async (file: LessonRow['files'][number]) => {
    try {
      downloadBlob(file.fileName, await fetchAppendix(lesson.id, file.id));
    } catch (error) {
      toastRefusal(error);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={600}>
        Appendix
      </Text>
      {lesson.files.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          onClick={() => void download(file)}
          style={{ overflowWrap: 'anywhere', textAlign: 'left', display: 'inline-flex', gap: 6, alignItems: 'center' }}
        >
          <IconDownload size={16} aria-hidden style={{ flex: 'none' }} />
          <span>
            {file.fileName} ({fileSizeText(file.size)})
          </span>
        </Anchor>
      ))}
    </Stack>
  );
}

function DeleteLessonButton({ lesson }: { lesson: LessonRow }) {
  const remove = useDeleteLesson();
  const confirm = () => {
    confirmDelete({
      title: 'Delete lesson',
      question: `Delete “${lesson.title}”? Its likes and appendix files are deleted with it.`,
      onConfirm: () => {
        remove.mutate(lesson.id, {
          onSuccess: () => notifications.show({ color: 'green', message: M.deleted, autoClose: 3000 }),
          onError: toastRefusal,
        });
      },
    });
  };
  return (
    <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={confirm} loading={remove.isPending}>
      Delete lesson
    </Button>
  );
}

/** An expanded card: the summary (in view or edit mode, document 3 §4), the appendix, and the author's edit and delete (§6). */
export function LessonBody({ lesson }: { lesson: LessonRow }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm" pt="xs">
      {editing ? <SummaryEditor lesson={lesson} onDone={() => setEditing(false)} /> : <LessonContent html={lesson.content} />}
      {lesson.files.length > 0 && <AppendixFiles lesson={lesson} />}
      {lesson.isAuthor && !editing && (
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
            Edit summary
          </Button>
          <DeleteLessonButton lesson={lesson} />
        </Group>
      )}
    </Stack>
  );
}
