import { MESSAGES, SUMMARIES_REPORT_MESSAGES as M, type SummariesReport, type SummariesReportRow } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { ExportMenu } from '../reports';
import { summariesExport } from './report-export';
import { emailsOf } from './report-filter';

interface Props {
  report: SummariesReport;
  shown: readonly SummariesReportRow[];
}

/** How many people are shown, their e-mails to copy, and the Export of exactly them. */
export function ReportToolbar({ report, shown }: Props) {
  const copy = async () => {
    const emails = emailsOf(shown);
    try {
      await navigator.clipboard.writeText(emails.join(', '));
      notifications.show({ color: 'green', message: M.emailsCopied(emails.length) });
    } catch {
      notifications.show({ color: 'red', message: MESSAGES.unexpectedError });
    }
  };
  return (
    <Group justify="space-between" gap="sm">
      <Text role="status" aria-live="polite">
        Showing {shown.length} of {report.rows.length} people
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          disabled={shown.length === 0}
          onClick={() => void copy()}
        >
          Copy e-mails
        </Button>
        <ExportMenu build={() => summariesExport(report, shown)} disabled={shown.length === 0} />
      </Group>
    </Group>
  );
}
