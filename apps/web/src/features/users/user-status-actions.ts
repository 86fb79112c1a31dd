import type { UserListItem, UserStatusInput } from '@goodhours/domain';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useSendResetLink } from '../../api/password-links';
import { useChangeUserStatus, useSetProtected, useSetRehireable, useSetVisibility } from '../../api/users';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';

export const fullName = (user: Pick<UserListItem, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** A refusal shows the server's own message; a failed server already said 'Unexpected error'. */
export function showRefusal(error: unknown): void {
  if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
}

export function statusSuccessText(user: UserListItem, change: UserStatusInput): string {
  const name = fullName(user);
  switch (change.action) {
    case 'activate':
      return USER_MANAGEMENT_TEXT.activated(name);
    case 'deactivate':
      return USER_MANAGEMENT_TEXT.deactivated(name);
    case 'pause':
      return USER_MANAGEMENT_TEXT.paused(name, change.reactivationDate);
    case 'setFinalDay':
      return USER_MANAGEMENT_TEXT.finalDaySet(name, change.endDate);
    case 'removeFinalDay':
      return USER_MANAGEMENT_TEXT.finalDayRemoved(name);
  }
}

/** The one-click changes of a row (status after a confirmation, and the flags), with toasts. */
export function useRowChanges(user: UserListItem) {
  const status = useChangeUserStatus();
  const rehireable = useSetRehireable();
  const visibility = useSetVisibility();
  const protection = useSetProtected();
  const resetLink = useSendResetLink();
  const name = fullName(user);

  return {
    pending: status.isPending || rehireable.isPending || visibility.isPending || protection.isPending || resetLink.isPending,
    /** Emails the person a one-time link to choose a new password; the server's sentence says it went. */
    sendResetLink: () => {
      resetLink.mutate(user.id, {
        onSuccess: ({ message }) => {
          showSuccess(message);
        },
        onError: showRefusal,
      });
    },
    changeStatus: (change: UserStatusInput) => {
      status.mutate(
        { id: user.id, change },
        {
          onSuccess: () => {
            showSuccess(statusSuccessText(user, change));
          },
          onError: showRefusal,
        },
      );
    },
    toggleRehireable: () => {
      const isRehireable = !user.isRehireable;
      rehireable.mutate(
        { id: user.id, isRehireable },
        {
          onSuccess: () => {
            showSuccess(USER_MANAGEMENT_TEXT.rehireable(name, isRehireable));
          },
          onError: showRefusal,
        },
      );
    },
    toggleVisibility: () => {
      const isVisible = !user.isVisible;
      visibility.mutate(
        { id: user.id, isVisible },
        {
          onSuccess: () => {
            showSuccess(USER_MANAGEMENT_TEXT.visibility(name, isVisible));
          },
          onError: showRefusal,
        },
      );
    },
    toggleProtected: () => {
      const isProtected = !user.isProtected;
      protection.mutate(
        { id: user.id, isProtected },
        {
          onSuccess: () => {
            showSuccess(USER_MANAGEMENT_TEXT.protection(name, isProtected));
          },
          onError: showRefusal,
        },
      );
    },
  };
}
