import { formatDay, SUMMARY_MESSAGES as M, SUMMARY_SLOTS } from '@goodhours/domain';
import { Alert, Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useWeeklySummaries } from '../../api/weekly-summaries';
import { AiPromptButton } from './ai-prompt-dialog';
import { SummaryForm } from './summary-form';

/** The 'Weekly Summaries' window: four weeks, each with its editor (document 2 §2). */
export default function SummariesWindow({ userId, onClose }: { userId: string; onClose: () => void }) {
  const summaries = useWeeklySummaries(userId);
  const [tab, setTab] = useState('0');
  const [version, setVersion] = useState(0);
  const data = summaries.data;
  return (
    <Modal opened onClose={onClose} title="Weekly Summaries" size="xl">
      {summaries.isPending && <Skeleton height={300} />}
      {summaries.isError && (
        <Alert color="red">
          {M.fetchError} {summaries.error.message}
        </Alert>
      )}
      {data && (
        <Stack>
          <Group justify="space-between">
            <Text>Total submitted: {data.weeklySummariesCount}</Text>
            <AiPromptButton userId={userId} />
          </Group>
          <Tabs value={tab} onChange={(v) => setTab(v ?? '0')} keepMounted={false}>
            <Tabs.List>
              {SUMMARY_SLOTS.map((label, slot) => (
                <Tabs.Tab key={label} value={String(slot)}>
                  {slot >= 2 ? `${label} (${formatDay(data.slots[slot]?.weekStart ?? '')})` : label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.slots.map((slot) => (
              <Tabs.Panel key={`${String(slot.slot)}-${String(version)}`} value={String(slot.slot)} pt="sm">
                <SummaryForm
                  data={data}
                  slot={slot}
                  onSaved={onClose}
                  onMoved={(to) => {
                    setVersion((v) => v + 1);
                    setTab(String(to));
                  }}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close this window
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
