import { pacificDate, type Week } from '@goodhours/domain';
import { Stack, Tabs, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { WEEK_TAB_LABELS, WEEK_TABS, type WeekTab } from './report-weeks';

interface Props {
  tab: WeekTab;
  week: Week;
  onTab: (tab: WeekTab) => void;
  /** A day of the older week chosen; its week's Sunday is shown. */
  onOlderDay: (day: string) => void;
  /** The chosen week's report, drawn in the open tab only. */
  children: ReactNode;
}

/** The week tabs: the four latest weeks by name, and an older one picked by any of its days. */
export function WeekTabs({ tab, week, onTab, onOlderDay, children }: Props) {
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as WeekTab)}>
      <Tabs.List>
        {WEEK_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {WEEK_TAB_LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {WEEK_TABS.map((t) => (
        <Tabs.Panel key={t} value={t} pt="md">
          {t === tab && (
            <Stack>
              {t === 'older' && (
                <TextInput
                  type="date"
                  label="A day of the week to show"
                  description="Any day picks its week, Sunday to Saturday."
                  value={week.start}
                  max={pacificDate(new Date())}
                  onChange={(e) => {
                    if (e.currentTarget.value) onOlderDay(e.currentTarget.value);
                  }}
                  maw={260}
                />
              )}
              {children}
            </Stack>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
