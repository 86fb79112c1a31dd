import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileText, IconReport } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBlob } from '../../../components/download-file';
import { exportFileName, reportCsvBlob, type ReportExport } from './export-table';

type Format = 'csv' | 'xlsx' | 'pdf';

interface Props {
  /** What is on screen now: read when a format is chosen, so the file is exactly the page. */
  build: () => ReportExport;
  /** A page with a PDF offers it: the builder loads its library on use. */
  pdf?: () => Promise<Blob>;
  disabled?: boolean;
}

const FAILED = 'The file could not be made. Try again.';

/**
 * The Export button of a report: CSV, Excel (XLSX) and, where the page has one, PDF of exactly
 * what the page shows (rows after its filters, search and sort; a first line naming the report
 * and the period). Excel's and PDF's libraries are loaded only when chosen.
 */
export function ExportMenu({ build, pdf, disabled = false }: Props) {
  const [busy, setBusy] = useState<Format | null>(null);

  async function make(format: Format) {
    const e = build();
    if (format === 'csv') {
      downloadBlob(exportFileName(e, 'csv'), reportCsvBlob(e));
      return;
    }
    setBusy(format);
    try {
      if (format === 'xlsx') {
        const { reportXlsx } = await import('./xlsx');
        downloadBlob(exportFileName(e, 'xlsx'), await reportXlsx(e));
      } else if (pdf) {
        downloadBlob(exportFileName(e, 'pdf'), await pdf());
      }
    } catch {
      notifications.show({ color: 'red', message: FAILED });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy !== null}
          disabled={disabled}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => void make('csv')}>
          CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void make('xlsx')}>
          Excel (XLSX)
        </Menu.Item>
        {pdf && (
          <Menu.Item leftSection={<IconReport size={16} aria-hidden />} onClick={() => void make('pdf')}>
            PDF
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
