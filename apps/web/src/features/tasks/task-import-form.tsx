import {
  checkTaskImport,
  importRecordsFromTable,
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_MESSAGES as M,
  type TaskImportRecord,
  type TaskImportRowError,
} from '@goodhours/domain';
import { Alert, Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { importRowErrors, useImportTasks } from '../../api/tasks';
import { toastRefusal } from '../../components/confirm-delete';
import { importFileKind, readImportFile } from './task-import-file';
import { TaskImportErrors } from './task-import-errors';
import { taskImportTemplateHref } from './task-import-template';

/** What the chosen file holds, once read and checked in the browser. */
interface ReadFile {
  list: TaskImportRecord[];
  numbered: boolean;
  unknownColumns: string[];
  errors: TaskImportRowError[];
}

/** Reads and checks a file with the same rules the server applies (people are checked on import). */
async function readAndCheck(file: File): Promise<ReadFile | string> {
  if (!importFileKind(file.name)) return M.fileType;
  let table;
  try {
    table = await readImportFile(file);
  } catch {
    return M.fileUnreadable;
  }
  const { list, unknownColumns, hasTaskName } = importRecordsFromTable(table);
  if (!hasTaskName) return M.noTaskNameColumn;
  if (!list.length) return M.noRows;
  if (list.length > TASK_IMPORT_MAX_ROWS) return M.tooManyRows;
  const { errors, numbered } = checkTaskImport(list);
  return { list, numbered, unknownColumns, errors };
}

/** The body of the import dialog: choose a file, see what it holds and its problems, import. */
export function TaskImportForm(props: { wbsId: string; onImported: () => void; onCancel: () => void }) {
  const { wbsId, onImported, onCancel } = props;
  const importTasks = useImportTasks(wbsId);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<ReadFile | string | null>(null);
  const [serverErrors, setServerErrors] = useState<TaskImportRowError[]>([]);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setServerErrors([]);
    setServerMessage(null);
    if (!chosen) return;
    setReading(true);
    setResult(await readAndCheck(chosen));
    setReading(false);
  };

  const submit = (list: TaskImportRecord[]) => {
    importTasks.mutate(list, {
      onSuccess: ({ imported }) => {
        notifications.show({ color: 'green', message: M.imported(imported) });
        onImported();
      },
      onError: (error) => {
        const rows = importRowErrors(error);
        if (rows.length) {
          setServerErrors(rows);
          setServerMessage(error.message);
        } else toastRefusal(error);
      },
    });
  };

  const ready = typeof result === 'object' && result !== null ? result : null;
  const errors = ready ? [...ready.errors, ...serverErrors] : [];
  const problemRows = new Set(errors.map((e) => e.row)).size;

  return (
    <Stack gap="md">
      <Text size="sm">
        Choose a spreadsheet with a header row and one task per row. Only the taskName column is required; rows with numbers (1, 1.1, 1.2,
        2…) keep their tree. Everything is imported, or nothing when a row has a problem.
      </Text>
      <Anchor href={taskImportTemplateHref()} download="task-import-template.csv" size="sm">
        <Group gap={4} component="span">
          <IconDownload size={14} />
          Download the CSV template
        </Group>
      </Anchor>
      <FileInput
        label="Spreadsheet (.csv or .xlsx)"
        placeholder="Choose a file"
        accept=".csv,.xlsx"
        leftSection={<IconFileSpreadsheet size={16} />}
        value={file}
        onChange={(f) => void choose(f)}
        clearable
        error={typeof result === 'string' ? result : undefined}
      />
      {reading && <Text size="sm">Reading the file…</Text>}
      {ready && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {ready.list.length} row{ready.list.length === 1 ? '' : 's'} read.{' '}
            {ready.numbered
              ? "Their numbers keep the tree, below this WBS's existing tasks."
              : 'They will be added as top-level tasks after the existing ones.'}
          </Text>
          {ready.unknownColumns.length > 0 && (
            <Text size="sm" c="dimmed">
              These columns are not used and will be ignored: {ready.unknownColumns.join(', ')}.
            </Text>
          )}
          {errors.length > 0 && (
            <Alert color="red" title={serverMessage ?? M.rowsInvalid(problemRows)}>
              <TaskImportErrors errors={errors} />
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={!ready || errors.length > 0}
          loading={importTasks.isPending}
          onClick={() => {
            if (ready) submit(ready.list);
          }}
        >
          {ready ? `Import ${String(ready.list.length)} task${ready.list.length === 1 ? '' : 's'}` : 'Import'}
        </Button>
      </Group>
    </Stack>
  );
}
