import { MAX_WARNING_DOTS, mayWarn, mayWarnPerson, WARNING_MESSAGES as M, warningAction, warningDate } from '@goodhours/domain';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useDeleteWarning, useIssueWarning, useUserWarnings } from '../../api/warnings';
import { useSessionUser } from '../../auth/use-session';
import { WarningDialog, type RowDialog } from './warning-dialogs';
import classes from './warning-dots.module.css';

function Dot({ color, label, onClick, disabled }: { color: string | null; label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className={classes.dot} aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      <span className={classes.mark} data-color={color ?? undefined} />
    </button>
  );
}

/** A person's warning dots, per active tracker (document 2 §4 'Warning tracker'). */
export function WarningTrackerRow({ userId, userName }: { userId: string; userName: string }) {
  const viewer = useSessionUser();
  const allowed = viewer !== null && mayWarn(viewer, 'viewTrackingOverview');
  const warnings = useUserWarnings(userId, allowed);
  const issue = useIssueWarning(userId);
  const remove = useDeleteWarning(userId);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  if (!viewer || !allowed || !warnings.data || warnings.data.groups.length === 0) return null;
  // One's own row shows one's warnings, but offers none to issue (the server refuses them too).
  const toOther = mayWarnPerson(viewer.userid, userId);
  const mayYellow = toOther && mayWarn(viewer, 'issueTrackingWarnings');
  const mayRed = toOther && mayWarn(viewer, 'issueBlueSquare');
  const mayDelete = mayWarn(viewer, 'deleteWarning');
  const failed = (e: Error) => notifications.show({ color: 'red', message: e.message || M.genericError });

  const send = (trackerId: string, color: 'yellow' | 'red') =>
    issue.mutate({ trackerId, color }, { onSuccess: () => setDialog(null), onError: failed });
  const clickEmpty = (trackerId: string, title: string, count: number) => {
    const action = warningAction(count);
    if (action === 'issue') send(trackerId, 'yellow');
    else setDialog({ kind: 'issue', trackerId, title, count, advise: action === 'adviseBlueSquare' });
  };

  return (
    <Stack gap={0} role="group" aria-label={`Warnings for ${userName}`}>
      {warnings.data.groups.map((g) => (
        <Group key={g.trackerId} gap={0} wrap="nowrap">
          <Text size="xs" c="dimmed" w={130} truncate title={g.title}>
            {g.title}
          </Text>
          {Array.from({ length: MAX_WARNING_DOTS }, (_, i) => {
            const w = g.warnings[i];
            if (w) {
              const label = `${g.title}: ${w.color === 'red' ? 'blue square' : `${w.color} warning`} of ${warningDate(w.date)}`;
              return (
                <Dot
                  key={w.id}
                  color={w.color}
                  label={label}
                  disabled={!mayDelete}
                  onClick={() => setDialog({ kind: 'delete', title: g.title, warning: w })}
                />
              );
            }
            return (
              <Dot
                key={`empty-${String(i)}`}
                color={null}
                label={i === g.warnings.length && mayYellow ? `${g.title}: issue warning` : `${g.title}: no warning`}
                disabled={!mayYellow || i !== g.warnings.length || issue.isPending}
                onClick={() => clickEmpty(g.trackerId, g.title, g.warnings.length)}
              />
            );
          })}
        </Group>
      ))}
      {dialog && (
        <WarningDialog
          dialog={dialog}
          name={userName}
          busy={issue.isPending || remove.isPending}
          mayYellow={mayYellow}
          mayRed={mayRed}
          onIssue={(color) => dialog.kind === 'issue' && send(dialog.trackerId, color)}
          onDelete={() =>
            dialog.kind === 'delete' &&
            remove.mutate(dialog.warning.id, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: M.deleted });
                setDialog(null);
              },
              onError: (e) => notifications.show({ color: 'red', message: e.message || M.deleteFailed }),
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
