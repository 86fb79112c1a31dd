import { FORM_MESSAGES as M } from '@goodhours/domain';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useGeneralForm, useSubmitGeneralForm } from '../../api/forms';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { FormFiller } from './form-filler';

/**
 * /formviewer (document 3 §2.5): the general form's current version, filled in by a signed-in
 * person; the answers are checked here and again on the server by the same rule, and kept with
 * the version answered.
 */
export function FormViewerPage() {
  const general = useGeneralForm();
  const submit = useSubmitGeneralForm();

  if (general.isPending) return <PageSkeleton rows={6} />;
  if (general.isError) return <ErrorView error={general.error} onRetry={() => void general.refetch()} />;
  const form = general.data.form;

  return (
    <Container fluid px={0}>
      <Title order={1} size="h2" mb="md">
        Form
      </Title>
      <Paper withBorder p="lg" radius="md">
        {form ? (
          <FormFiller
            key={`${form.id}:${String(form.version)}`}
            definition={form.definition}
            onSubmit={(answers) => submit.mutateAsync({ formId: form.id, version: form.version, answers })}
          />
        ) : (
          <Text c="dimmed">{M.noForm}</Text>
        )}
      </Paper>
    </Container>
  );
}
