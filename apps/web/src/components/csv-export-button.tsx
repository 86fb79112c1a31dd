import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../api/client';
import { downloadBlob } from './download-file';

interface Props {
  /** The file's name before its date: 'tsa-submissions' gives 'tsa-submissions-2026-11-28.csv'. */
  fileName: string;
  /** Asks the server for the CSV. */
  fetchCsv: () => Promise<Blob>;
  /** Said when it fails; by default the server's refusal, or the error itself. */
  failureMessage?: string;
  variant?: ButtonProps['variant'];
}

/** 'Export CSV': the server makes the file, the browser saves it; a failure is said in a notification. */
export function CsvExportButton({ fileName, fetchCsv, failureMessage, variant = 'light' }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadBlob(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, await fetchCsv());
    } catch (error) {
      notifications.show({ color: 'red', message: failureMessage ?? (isApiError(error) ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button leftSection={<IconDownload size={16} />} variant={variant} loading={busy} onClick={() => void run()}>
      Export CSV
    </Button>
  );
}
