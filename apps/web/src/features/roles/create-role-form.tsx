import { createRoleInput, MESSAGES } from '@goodhours/domain';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useCreateRole } from '../../api/roles';
import { usePermissionSelection } from './use-permission-selection';
import { PermissionChecklist } from './permission-checklist';
import { inCatalogueOrder } from './permission-list';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

/** 'Create New Role': a name and its starting permissions. A taken name is refused (409). */
export function CreateRoleForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRole();
  const { selected, toggle } = usePermissionSelection(() => []);
  const form = useForm({ initialValues: { roleName: '' } });

  const submit = form.onSubmit((values) => {
    const parsed = createRoleInput.safeParse({ roleName: values.roleName, permissions: inCatalogueOrder(selected) });
    if (!parsed.success) {
      form.setFieldError('roleName', parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (role) => {
        notifications.show({ color: 'green', message: MESSAGES.roleCreated(role.roleName) });
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error) || error.isServerFailure) return;
        form.setFieldError('roleName', error.fields?.roleName ?? error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Role name"
          required
          data-autofocus
          {...withLengthLimit(form.getInputProps('roleName'), createRoleInput.shape.roleName.maxLength)}
        />
        <PermissionChecklist isChecked={(key) => selected.has(key)} onToggle={toggle} />
        <FormActions submitLabel="Create Role" onCancel={onDone} loading={create.isPending} />
      </Stack>
    </form>
  );
}
