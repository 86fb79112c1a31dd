import { TOOL_MESSAGES as M, type BuildingProject, type ToolTypeAnswer, type UnitCategory } from '@goodhours/domain';
import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useAddToolType } from '../../api/tools';
import { FormActions } from '../../components/form-actions';
import { refusalOf } from '../../components/form-errors';
import { withLengthLimit } from '../../components/length-limit';
import { ToolTypePurchaseFields } from './tool-type-purchase-fields';
import {
  emptyToolTypeValues,
  missingRequired,
  newCodesText,
  TOOL_TYPE_FIELDS,
  toolTypeRequest,
  type ToolTypeValues,
} from './tool-type-values';

/** The schema's limits, shown under their fields before they are reached (document 3 §9). */
const NAME_MAX = 15;
const DESCRIPTION_MAX = 500;
const INVOICE_MAX = 50;

interface Props {
  /** Tools on /bmdashboard/tools/add, Equipments on /bmdashboard/equipment/add. */
  category: UnitCategory;
  projects: readonly BuildingProject[];
  initialProjectId: string;
  /** After a 201: the toast has said so and listed the new codes; the page moves on. */
  onAdded: (answer: ToolTypeAnswer) => void;
  onCancel: () => void;
}

/**
 * The tool type form (document 3 §2.9, §3, §4, §5 'Tool type form', §8; issue 44): a type of
 * tools or equipment, new or existing by name, and as many units of it as bought or rented for a
 * project, each given a new code by the server. Every problem shows under its field at submit,
 * with 'Missing Required Field' above the buttons while a required field is empty; the server's
 * refusals go under their fields too, or in a red toast, and what was typed is kept.
 */
export function ToolTypeForm({ category, projects, initialProjectId, onAdded, onCancel }: Props) {
  const add = useAddToolType();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ToolTypeValues>({
    initialValues: emptyToolTypeValues(projects.some((p) => p.id === initialProjectId) ? initialProjectId : ''),
  });

  const submit = form.onSubmit((values) => {
    setSubmitted(true);
    const request = toolTypeRequest(category, values);
    if (!request.ok) {
      form.setErrors(request.errors);
      return;
    }
    add.mutate(request.input, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: answer.message, message: newCodesText(answer.codes) });
        onAdded(answer);
      },
      onError: (error) => {
        const refusal = refusalOf(error, TOOL_TYPE_FIELDS);
        form.setErrors(refusal.fields);
        // A server failure or no answer has already said so (the client's own toast).
        if (refusal.message && isApiError(error)) notifications.show({ color: 'red', message: refusal.message });
      },
    });
  });

  // Said from the first submit on, until every required field is filled.
  const missing = submitted && missingRequired(form.values);
  const noun = category === 'Tools' ? 'tools' : 'equipment';
  return (
    <form onSubmit={submit} noValidate aria-label={category === 'Tools' ? 'Add tools' : 'Add equipment units'}>
      <Stack>
        {projects.length === 0 && <Text size="sm">There are no projects to add {noun} to yet.</Text>}
        <NativeSelect
          label="Project"
          required
          data={[{ value: '', label: 'Select a project' }, ...projects.map((p) => ({ value: p.id, label: p.projectName }))]}
          {...form.getInputProps('projectId')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            autoComplete="off"
            {...withLengthLimit(form.getInputProps('name'), NAME_MAX, 'A new name makes a new type; an existing one adds to it')}
          />
          <TextInput label="Invoice" required autoComplete="off" {...withLengthLimit(form.getInputProps('invoice'), INVOICE_MAX)} />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          {...withLengthLimit(form.getInputProps('description'), DESCRIPTION_MAX)}
        />
        <ToolTypePurchaseFields form={form} />
        <FormActions submitLabel="Submit" onCancel={onCancel} loading={add.isPending} failure={missing ? M.missingField : null} />
      </Stack>
    </form>
  );
}
