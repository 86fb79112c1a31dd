import {
  countsWholeUnits,
  PURCHASE_BRAND_MAX,
  PURCHASE_MESSAGES as M,
  PURCHASE_PRIORITIES,
  PURCHASE_USAGE_DESCRIPTION_MAX,
  PURCHASE_USAGE_TIME_MAX,
  PURCHASE_WHOLE_MAX,
  purchaseProblems,
  purchaseRequestInput,
  type BuildingProject,
  type InventoryCategory,
  type InventoryType,
  type PurchasePriority,
} from '@goodhours/domain';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCreatePurchase } from '../../api/purchases';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';

interface Values {
  projectId: string;
  typeId: string;
  quantity: number | string;
  priority: PurchasePriority;
  brand: string;
  usageTime: string;
  usageDescription: string;
}

const FIELDS = ['projectId', 'typeId', 'quantity', 'priority', 'brand', 'usageTime', 'usageDescription'];

interface Props {
  /** Fixed by the page: the types offered are of it, and tools and equipment count whole pieces. */
  category: InventoryCategory;
  projects: readonly BuildingProject[];
  /** The category's types that may be requested (not archived). */
  types: readonly InventoryType[];
  initialProjectId: string;
}

/**
 * A purchase request (document 3 §2.9 the `/…/purchase` pages, §3 purchaseRecord): project, type,
 * quantity, priority and a brand or model preference; tools and equipment also say how long and
 * for what they will be used. Every problem shows under its field before sending, and the server's
 * likewise; a refused request keeps everything typed. Sent, a toast says so and the form is ready
 * for the next request on the same project.
 */
export function PurchaseForm({ category, projects, types, initialProjectId }: Props) {
  const create = useCreatePurchase();
  const [failure, setFailure] = useState<string | null>(null);
  const whole = countsWholeUnits(category);
  const form = useForm<Values>({
    initialValues: {
      projectId: projects.some((p) => p.id === initialProjectId) ? initialProjectId : '',
      typeId: '',
      quantity: '',
      priority: 'Medium',
      brand: '',
      usageTime: '',
      usageDescription: '',
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const quantity = numberOf(values.quantity);
    const parsed = purchaseRequestInput.safeParse({ ...values, quantity });
    // The category's own rule (whole pieces) is asked with the schema's, so every problem shows at once.
    const wholeProblem = quantity === undefined ? {} : purchaseProblems(category, { quantity });
    if (!parsed.success || Object.keys(wholeProblem).length) {
      form.setErrors({ ...wholeProblem, ...(parsed.success ? {} : issuesByPath(parsed.error)) });
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.requested });
        form.setValues({ typeId: '', quantity: '', priority: 'Medium', brand: '', usageTime: '', usageDescription: '' });
      },
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        form.setErrors(refusal.fields);
        setFailure(refusal.message);
      },
    });
  });

  const unit = types.find((t) => t.id === form.values.typeId)?.unit;

  return (
    <form onSubmit={submit} noValidate aria-label="Purchase request">
      <Stack>
        {projects.length === 0 && <Text size="sm">{M.noProjects}</Text>}
        {types.length === 0 && <Text size="sm">{M.noTypes}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="Project"
            required
            data={[{ value: '', label: 'Select a project' }, ...projects.map((p) => ({ value: p.id, label: p.projectName }))]}
            {...form.getInputProps('projectId')}
          />
          <NativeSelect
            label="Item type"
            required
            data={[{ value: '', label: 'Choose a type' }, ...types.map((t) => ({ value: t.id, label: `${t.name} (${t.unit})` }))]}
            {...form.getInputProps('typeId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={unit ? `Quantity (${unit})` : 'Quantity'}
            description={whole ? `Whole pieces, 1 to ${String(PURCHASE_WHOLE_MAX)}.` : undefined}
            required
            min={whole ? 1 : 0}
            max={whole ? PURCHASE_WHOLE_MAX : undefined}
            allowDecimal={!whole}
            decimalScale={whole ? 0 : 3}
            inputMode={whole ? 'numeric' : 'decimal'}
            {...form.getInputProps('quantity')}
          />
          <NativeSelect label="Priority" required data={[...PURCHASE_PRIORITIES]} {...form.getInputProps('priority')} />
        </SimpleGrid>
        <TextInput label="Brand or model preference" {...withLengthLimit(form.getInputProps('brand'), PURCHASE_BRAND_MAX)} />
        {whole && (
          <>
            <TextInput
              label="Estimated usage time"
              {...withLengthLimit(form.getInputProps('usageTime'), PURCHASE_USAGE_TIME_MAX, 'For example 3 weeks')}
            />
            <Textarea
              label="Usage description"
              rows={3}
              {...withLengthLimit(form.getInputProps('usageDescription'), PURCHASE_USAGE_DESCRIPTION_MAX, 'What it will be used for')}
            />
          </>
        )}
        <FormActions submitLabel="Submit request" loading={create.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
