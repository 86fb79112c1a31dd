import { SUMMARIES_REPORT_MESSAGES as M, type SavedFilter, type SummariesFilter } from '@goodhours/domain';
import { Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useDeleteFilter, useSaveFilter, useSavedFilters, useUpdateFilter } from '../../api/summaries-report';
import { useCan } from '../../auth/use-session';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { FilterNameDialog } from './filter-name-dialog';
import { sameFilter } from './report-url-state';

interface Props {
  filter: SummariesFilter;
  /** The saved filter last applied or saved (from the address). */
  savedId: string | null;
  onApply: (saved: SavedFilter) => void;
  /** The saved filter to show as chosen; null when none is. */
  onChosen: (id: string | null) => void;
}

type Naming = { kind: 'new' } | { kind: 'rename'; saved: SavedFilter };

const announceSaved = (name: string) => notifications.show({ color: 'green', message: M.filterSaved(name) });

/**
 * The saved filters: every reader picks one to apply; holders of manageSummariesFilters save the
 * filters shown under a name, give a saved filter the filters shown, rename and delete it.
 */
export function SavedFilters({ filter, savedId, onApply, onChosen }: Props) {
  const { can } = useCan();
  const manage = can('manageSummariesFilters');
  const list = useSavedFilters();
  const save = useSaveFilter();
  const update = useUpdateFilter();
  const remove = useDeleteFilter();
  const [naming, setNaming] = useState<Naming | null>(null);
  const filters = list.data ?? [];
  const chosen = filters.find((f) => f.id === savedId) ?? null;
  const changed = chosen !== null && !sameFilter(chosen.filter, filter);

  const submitName = (name: string, refused: (error: unknown) => void) => {
    const done = (answer: { id: string; name: string }) => {
      announceSaved(answer.name);
      onChosen(answer.id);
      setNaming(null);
    };
    if (naming?.kind === 'rename') {
      update.mutate({ id: naming.saved.id, name, filter: naming.saved.filter }, { onSuccess: done, onError: refused });
    } else {
      save.mutate({ name, filter }, { onSuccess: done, onError: refused });
    }
  };

  const askDelete = (f: SavedFilter) =>
    confirmDelete({
      title: 'Delete saved filter',
      question: `Delete the saved filter “${f.name}”? Everyone who reads this report loses it.`,
      onConfirm: () =>
        remove.mutate(f.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: M.filterDeleted(f.name) });
            onChosen(null);
          },
          onError: toastRefusal,
        }),
    });

  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Saved filters"
        placeholder={filters.length ? 'Choose a saved filter' : 'No saved filters yet'}
        data={filters.map((f) => ({ value: f.id, label: f.name }))}
        value={chosen?.id ?? null}
        onChange={(id) => {
          const picked = filters.find((f) => f.id === id);
          if (picked) onApply(picked);
          else onChosen(null);
        }}
        disabled={!list.isSuccess || filters.length === 0}
        clearable
        searchable
        w={260}
        maw="100%"
      />
      {manage && (
        <Button variant="default" onClick={() => setNaming({ kind: 'new' })}>
          Save filter as…
        </Button>
      )}
      {manage && chosen && (
        <>
          <Button
            variant="default"
            disabled={!changed}
            loading={update.isPending && naming === null}
            onClick={() =>
              update.mutate(
                { id: chosen.id, name: chosen.name, filter },
                { onSuccess: (answer) => announceSaved(answer.name), onError: toastRefusal },
              )
            }
          >
            Update with these filters
          </Button>
          <Button variant="default" onClick={() => setNaming({ kind: 'rename', saved: chosen })}>
            Rename
          </Button>
          <Button variant="light" color="red" loading={remove.isPending} onClick={() => askDelete(chosen)}>
            Delete
          </Button>
        </>
      )}
      {changed && (
        <Text size="sm" c="dimmed" w="100%">
          The filters shown differ from “{chosen.name}”.
        </Text>
      )}
      {naming && (
        <FilterNameDialog
          title={naming.kind === 'new' ? 'Save filter as…' : 'Rename saved filter'}
          submitLabel={naming.kind === 'new' ? 'Save filter' : 'Rename'}
          initialName={naming.kind === 'new' ? '' : naming.saved.name}
          saving={save.isPending || update.isPending}
          onSubmit={submitName}
          onClose={() => setNaming(null)}
        />
      )}
    </Group>
  );
}
