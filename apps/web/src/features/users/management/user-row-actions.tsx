import { mayProtectAccounts, PASSWORD_LINK_HOURS, PASSWORD_LINK_MESSAGES, type UserListItem } from '@goodhours/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconDots,
  IconEye,
  IconEyeOff,
  IconKey,
  IconPlayerPause,
  IconRefresh,
  IconShieldLock,
  IconShieldOff,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useCan, useSessionUser } from '../../../auth/use-session';
import { confirmThen } from '../confirm-then';
import { mayEditAccount } from '../editable-fields';
import { UserDateDialog, type DateAction } from './user-date-dialog';
import { UserDeleteDialog } from './user-delete-dialog';
import { fullName, useRowChanges } from '../user-status-actions';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';

interface Item {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}

/** The actions menu of one row: each item only with its permission (document 1 §2, §4, §6). */
export function UserRowActions({ user }: { user: UserListItem }) {
  const { can } = useCan();
  const me = useSessionUser();
  const changes = useRowChanges(user);
  const [dateAction, setDateAction] = useState<DateAction | null>(null);
  const [deleting, setDeleting] = useState(false);
  const name = fullName(user);
  const items: Item[] = [];

  if (can('changeUserStatus')) {
    if (user.isActive) {
      items.push({
        label: 'Deactivate',
        icon: <IconUserOff size={16} />,
        onClick: () => {
          confirmThen(
            'Deactivate',
            USER_MANAGEMENT_TEXT.deactivateQuestion(name),
            'Deactivate',
            () => {
              changes.changeStatus({ action: 'deactivate' });
            },
            'red',
          );
        },
      });
      items.push({
        label: 'Pause',
        icon: <IconPlayerPause size={16} />,
        onClick: () => {
          setDateAction('pause');
        },
      });
    } else {
      items.push({
        label: 'Activate',
        icon: <IconUserCheck size={16} />,
        onClick: () => {
          confirmThen('Activate', USER_MANAGEMENT_TEXT.activateQuestion(name), 'Activate', () => {
            changes.changeStatus({ action: 'activate' });
          });
        },
      });
    }
  }
  if (can('setFinalDay') && user.isActive) {
    const endDate = user.endDate;
    if (endDate) {
      items.push({
        label: 'Manage Final Day',
        icon: <IconCalendarEvent size={16} />,
        onClick: () => {
          setDateAction('manageFinalDay');
        },
      });
      items.push({
        label: 'Delete Final Day',
        icon: <IconCalendarOff size={16} />,
        onClick: () => {
          confirmThen(
            'Delete Final Day',
            USER_MANAGEMENT_TEXT.removeFinalDayQuestion(name, endDate),
            'Delete Final Day',
            () => {
              changes.changeStatus({ action: 'removeFinalDay' });
            },
            'red',
          );
        },
      });
    } else {
      items.push({
        label: 'Set Final Day',
        icon: <IconCalendarEvent size={16} />,
        onClick: () => {
          setDateAction('setFinalDay');
        },
      });
    }
  }
  if (can('changeUserRehireableStatus')) {
    items.push({
      label: user.isRehireable ? 'Mark as not rehireable' : 'Mark as rehireable',
      icon: <IconRefresh size={16} />,
      onClick: changes.toggleRehireable,
    });
  }
  if (can('toggleInvisibility')) {
    items.push({
      label: user.isVisible ? 'Make invisible' : 'Make visible',
      icon: user.isVisible ? <IconEyeOff size={16} /> : <IconEye size={16} />,
      onClick: changes.toggleVisibility,
    });
  }
  if (me && mayProtectAccounts(me)) {
    items.push({
      label: user.isProtected ? 'Remove protection' : 'Protect account',
      icon: user.isProtected ? <IconShieldOff size={16} /> : <IconShieldLock size={16} />,
      onClick: changes.toggleProtected,
    });
  }
  // Owner and protected accounts only for those who may change them (document 4 §2); never an inactive one.
  if (can('resetPassword') && user.isActive && me && mayEditAccount(me, user)) {
    items.push({
      label: 'Send reset link',
      icon: <IconKey size={16} />,
      onClick: () => {
        confirmThen(
          'Send reset link',
          PASSWORD_LINK_MESSAGES.resetLinkQuestion(name, PASSWORD_LINK_HOURS.reset),
          'Send link',
          changes.sendResetLink,
        );
      },
    });
  }
  if (can('deleteUserProfile')) {
    items.push({
      label: 'Delete',
      icon: <IconTrash size={16} />,
      color: 'red',
      onClick: () => {
        setDeleting(true);
      },
    });
  }

  if (items.length === 0) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Actions for ${name}`} loading={changes.pending}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((item) => (
            <Menu.Item key={item.label} leftSection={item.icon} color={item.color} onClick={item.onClick}>
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <UserDateDialog
        user={user}
        action={dateAction}
        onClose={() => {
          setDateAction(null);
        }}
      />
      <UserDeleteDialog
        user={user}
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
      />
    </>
  );
}
