import type { ProfileField, UserProfile } from '@goodhours/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/client';
import { useUpdateProfile } from '../../../api/profile';
import { useSessionUser } from '../../../auth/use-session';
import { ProfileEditFields } from './profile-edit-fields';
import { changedFields, toFormValues, validateChanges, type ProfileFormErrors, type ProfileFormValues } from './profile-form-values';
import { FIELD_LABELS } from './profile-labels';
import { ProfileLinksField } from './profile-links-field';
import { ProfileSaveDialog, type SaveState } from './profile-save-dialog';
import { ProfileTeams } from './profile-teams';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface Props {
  profile: UserProfile;
  editable: ReadonlySet<ProfileField>;
}

/** What the server said, when it refused for a reason the person can act on (403, 409, 422). */
function refusalReason(error: unknown): string | undefined {
  return isApiError(error) && !error.isServerFailure ? error.message : undefined;
}

/** Fields the server named in a refusal, as form errors. */
function serverFieldErrors(error: unknown): ProfileFormErrors {
  if (!isApiError(error) || !error.fields) return {};
  const known = new Set<string>(Object.keys(FIELD_LABELS));
  return Object.fromEntries(Object.entries(error.fields).filter(([field]) => known.has(field)));
}

/**
 * The profile edit form. 'Save Changes' sends only the changed fields the caller may change, and
 * shows the save dialog; a refused save keeps every edit and says why.
 */
export function ProfileEditForm({ profile, editable }: Props) {
  const me = useSessionUser();
  const form = useForm<ProfileFormValues>({ initialValues: toFormValues(profile) });
  const update = useUpdateProfile(profile.id);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  // A status change made beside the form (the Active switch) moves the end date on the server.
  const savedEndDate = toFormValues(profile).endDate;
  useEffect(() => {
    form.setInitialValues({ ...form.getInitialValues(), endDate: savedEndDate });
    form.setFieldValue('endDate', savedEndDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved end date moves
  }, [savedEndDate]);
  const values = form.getValues();
  const pending = changedFields(profile, values, editable);
  const hasChanges = Object.keys(pending).length > 0;

  const submit = form.onSubmit(async () => {
    const changes = changedFields(profile, form.getValues(), editable);
    const errors = validateChanges(changes);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    if (Object.keys(changes).length === 0) return;
    setSave({ kind: 'saving' });
    try {
      const saved = await update.mutateAsync(changes);
      const next = toFormValues(saved);
      form.setInitialValues(next);
      form.setValues(next);
      setSave({ kind: 'success' });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      const reason = refusalReason(error);
      setSave(reason ? { kind: 'error', reason } : { kind: 'error' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack>
        <ProfileEditFields form={form} editable={editable} own={me?.userid === profile.id} />
        <SimpleGrid cols={{ base: 1, md: profile.adminLinks ? 3 : 2 }}>
          <ProfileLinksField
            title={FIELD_LABELS.personalLinks}
            links={values.personalLinks}
            editable={editable.has('personalLinks')}
            error={form.errors.personalLinks as string | undefined}
            onChange={(links) => {
              form.setFieldValue('personalLinks', links);
            }}
          />
          {profile.adminLinks && (
            <ProfileLinksField
              title={FIELD_LABELS.adminLinks}
              links={values.adminLinks}
              editable={editable.has('adminLinks')}
              error={form.errors.adminLinks as string | undefined}
              onChange={(links) => {
                form.setFieldValue('adminLinks', links);
              }}
              mediaUrl={profile.mediaUrl}
            />
          )}
          <Paper withBorder p="md">
            <Title order={2} size="h5" mb="xs">
              Teams
            </Title>
            <ProfileTeams userId={profile.id} teams={profile.teams} />
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!hasChanges}
            onClick={() => {
              form.setValues(toFormValues(profile));
              form.clearErrors();
            }}
          >
            Discard Changes
          </Button>
          <Button type="submit" disabled={!hasChanges} leftSection={<IconDeviceFloppy size={16} />}>
            Save Changes
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard when={hasChanges && save.kind !== 'saving'} />
      <ProfileSaveDialog
        state={save}
        onClose={() => {
          setSave({ kind: 'idle' });
        }}
      />
    </form>
  );
}
