import { Anchor, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGeneralForm, useSaveGeneralForm } from '../../api/forms';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { UnsavedChangesGuard } from '../users';
import { FormBuilder } from './form-builder';
import { ResponsesPanel } from './responses-panel';

/**
 * /form (document 3 §2.5; the Owner's alone, §6): the general form built on the form engine, and
 * the responses it received, one version at a time, with their CSV export.
 */
export function FormBuilderPage() {
  const general = useGeneralForm();
  const save = useSaveGeneralForm();
  const [dirty, setDirty] = useState(false);

  if (general.isPending) return <PageSkeleton rows={6} />;
  if (general.isError) return <ErrorView error={general.error} onRetry={() => void general.refetch()} />;
  const form = general.data.form;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageTitle infoName="formBuilder">Form Builder</PageTitle>
          <Anchor component={Link} to="/formviewer" size="sm">
            Open the form
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {form
            ? `Version ${String(form.version)} is the one people answer now. Saving a change makes a new version.`
            : 'No form yet: the first save makes it.'}
        </Text>
        <Tabs defaultValue="build">
          <Tabs.List>
            <Tabs.Tab value="build">Build</Tabs.Tab>
            <Tabs.Tab value="responses" disabled={!form}>
              Responses
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="build" pt="md">
            <FormBuilder saved={form?.definition ?? null} onSave={(values) => save.mutateAsync(values)} onDirtyChange={setDirty} />
          </Tabs.Panel>
          <Tabs.Panel value="responses" pt="md">
            {form && <ResponsesPanel source={{ kind: 'form', formId: form.id }} fileName="form-responses" label="Responses to the form" />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
    </Container>
  );
}
