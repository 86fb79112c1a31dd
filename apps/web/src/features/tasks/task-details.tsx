import { TASK_MESSAGES, type TaskDetail } from '@goodhours/domain';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dayOrDash, HoursProgress } from './task-display';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

const orDash = (text: string) => (text.trim() ? text : '—');
const href = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

/** Every field of a task, read-only. */
export function TaskDetails({ task }: { task: TaskDetail }) {
  return (
    <Stack gap="md">
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Hours">
            <HoursProgress task={task} />
          </Field>
          <Field label="Estimates (best / most likely / worst)">
            <Text size="sm">
              {task.hoursBest} / {task.hoursMost} / {task.hoursWorst}
            </Text>
            {task.hasChildren && (
              <Text size="xs" c="dimmed">
                {TASK_MESSAGES.parentEstimateNote}
              </Text>
            )}
          </Field>
          <Field label="Classification">
            <Text size="sm">{orDash(task.classification)}</Text>
          </Field>
          <Field label="Start date">
            <Text size="sm">{dayOrDash(task.startedDatetime)}</Text>
          </Field>
          <Field label="Due date">
            <Text size="sm">{dayOrDash(task.dueDatetime)}</Text>
          </Field>
          <Field label="Subtasks">
            <Text size="sm">{task.subtaskCount}</Text>
          </Field>
        </SimpleGrid>
      </Card>
      <Field label="Links">
        {task.links.length === 0 ? (
          <Text size="sm">—</Text>
        ) : (
          <Stack gap={2}>
            {task.links.map((link) => (
              <Anchor key={link} href={href(link)} target="_blank" rel="noopener noreferrer" size="sm">
                {link}
              </Anchor>
            ))}
          </Stack>
        )}
      </Field>
      <Title order={2} size="h4">
        Why, intent and end state
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Why this task is important">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {orDash(task.whyInfo)}
          </Text>
        </Field>
        <Field label="Design intent">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {orDash(task.intentInfo)}
          </Text>
        </Field>
        <Field label="End state">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {orDash(task.endstateInfo)}
          </Text>
        </Field>
      </SimpleGrid>
    </Stack>
  );
}
