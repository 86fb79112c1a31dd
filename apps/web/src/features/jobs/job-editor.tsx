import { APPLICATION_FORM_START, JOB_MESSAGES as M, reachesApplicant, type FormDefinition } from '@goodhours/domain';
import { Tabs, Text } from '@mantine/core';
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { useJobForm, useSaveJobForm, useUpdateJob, type ManagedJobAnswer } from '../../api/jobs';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { FormBuilder, ResponsesPanel } from '../forms';
import { JobDetailsForm } from './job-details-form';

const TABS = ['details', 'form', 'responses'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t === v);

/** What the job's form needs before the job can be published; null when it has it. */
const formRequirement = (values: Pick<FormDefinition, 'questions'>) => (reachesApplicant(values) ? null : M.emailQuestionNeeded);

/**
 * The job's application form, built on the form engine (a changed save makes a new version). A
 * new one starts with the applicant's name and email; the builder says when the email is missing.
 */
function ApplicationForm({ job, onDirtyChange }: { job: ManagedJobAnswer; onDirtyChange: (dirty: boolean) => void }) {
  const current = useJobForm(job.id);
  const save = useSaveJobForm(job.id);
  if (current.isPending) return <PageSkeleton rows={4} />;
  if (current.isError) return <ErrorView error={current.error} onRetry={() => void current.refetch()} />;
  return (
    <FormBuilder
      saved={current.data.form?.definition ?? null}
      defaultTitle={`Apply: ${job.title}`}
      start={APPLICATION_FORM_START}
      requirement={formRequirement}
      onSave={(values) => save.mutateAsync(values)}
      onDirtyChange={onDirtyChange}
    />
  );
}

interface Props {
  job: ManagedJobAnswer;
  categories: string[];
  setDirty: Dispatch<SetStateAction<boolean>>;
}

/** One job: its details, its application form and the applications received, in tabs kept in the address. */
export function JobEditor({ job, categories, setDirty }: Props) {
  const [params, setParams] = useSearchParams();
  const update = useUpdateJob();
  // Why the job cannot be published yet, from its saved form (null when it can).
  const savedForm = useJobForm(job.id);
  const saved = savedForm.data?.form;
  const publishBlocker = !job.formId || !saved ? M.formNeededToPublish : formRequirement(saved.definition);
  // Unsaved changes in either part; none once the editor closes.
  const [parts, setParts] = useState({ details: false, form: false });
  useEffect(() => setDirty(parts.details || parts.form), [parts, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  const markDetails = useCallback((details: boolean) => setParts((p) => (p.details === details ? p : { ...p, details })), []);
  const markForm = useCallback((form: boolean) => setParts((p) => (p.form === form ? p : { ...p, form })), []);
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'details';

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (!isTab(value)) return;
        const next = new URLSearchParams(params);
        next.set('tab', value);
        setParams(next, { replace: true });
      }}
    >
      <Tabs.List>
        <Tabs.Tab value="details">Job details</Tabs.Tab>
        <Tabs.Tab value="form">Application form</Tabs.Tab>
        <Tabs.Tab value="responses">Applications ({job.responses})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <JobDetailsForm
          job={job}
          categories={categories}
          publishBlocker={publishBlocker}
          onSave={(body) => update.mutateAsync({ id: job.id, body })}
          onDirtyChange={markDetails}
        />
      </Tabs.Panel>
      <Tabs.Panel value="form" pt="md">
        <ApplicationForm job={job} onDirtyChange={markForm} />
      </Tabs.Panel>
      <Tabs.Panel value="responses" pt="md">
        {job.formId ? (
          <ResponsesPanel source={{ kind: 'job', jobId: job.id }} fileName="job-applications" label={`Applications to ${job.title}`} />
        ) : (
          <Text c="dimmed">No application form yet: build it in the Application form tab.</Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
