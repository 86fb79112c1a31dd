import { checkReviewLink, TEAM_TASKS_MESSAGES as M, type TeamTask } from '@goodhours/domain';
import { Anchor, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useDecideReview, useSubmitForReview } from '../../api/team-member-tasks';
import { Dialog } from '../../components/dialog';
import { FormActions } from '../../components/form-actions';

/** The dialog that explains which links are accepted (document 2 §8 'Invalid review link'). */
export function InvalidDomainDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog opened={message !== null} onClose={onClose} title={M.invalidDomainTitle}>
      <Stack>
        <Text>{message}</Text>
        <Text fw={600}>Links we accept:</Text>
        <List size="sm">
          <List.Item>a Google Doc, Sheet, Slides or Form (docs.google.com/…/d/…)</List.Item>
          <List.Item>a Dropbox shared link (dropbox.com/s/… or /scl/…)</List.Item>
          <List.Item>a GitHub pull request (github.com/…/pull/…)</List.Item>
          <List.Item>a page of the community’s own web sites</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it!</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** The task's own person sends the link to their work for review. */
export function SubmitReviewDialog({ task, userId, onClose }: { task: TeamTask; userId: string; onClose: () => void }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalidDomain, setInvalidDomain] = useState<string | null>(null);
  const submit = useSubmitForReview();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReviewLink(link);
    if (!checked.ok) {
      if (checked.invalidDomain) setInvalidDomain(checked.message);
      else setError(checked.message);
      return;
    }
    submit.mutate(
      { taskId: task.id, userId, link: checked.url },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.reviewSubmitted(task.taskName) });
          onClose();
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message || M.updateFailed }),
      },
    );
  };
  return (
    <>
      <Modal opened onClose={onClose} title="Submit for Review">
        <form onSubmit={send}>
          <Stack>
            <Text size="sm">Please add the link to the work you did on “{task.taskName}” so it can be reviewed.</Text>
            <TextInput
              label="Link to your work"
              placeholder="https://"
              value={link}
              onChange={(e) => {
                setLink(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <FormActions submitLabel="Submit" onCancel={onClose} loading={submit.isPending} />
          </Stack>
        </form>
      </Modal>
      <InvalidDomainDialog message={invalidDomain} onClose={() => setInvalidDomain(null)} />
    </>
  );
}

/** A reviewer opens submitted work: the links, then complete it or ask for more work. */
export function ReviewDialog({ task, userId, name, onClose }: { task: TeamTask; userId: string; name: string; onClose: () => void }) {
  const [confirming, setConfirming] = useState<'Reviewed' | 'Unsubmitted' | null>(null);
  const decide = useDecideReview();
  const apply = () => {
    if (!confirming) return;
    const done = confirming === 'Reviewed' ? M.reviewCompleted(name, task.taskName) : M.reviewReset(name, task.taskName);
    decide.mutate(
      { taskId: task.id, userId, status: confirming },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: done });
          onClose();
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message || M.updateFailed }),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Review “${task.taskName}”`}>
      {confirming ? (
        <Stack>
          <Text>
            {confirming === 'Reviewed'
              ? `Are you sure ${name}'s work is complete? The task will be marked complete and removed from their list.`
              : `Are you sure ${name} needs to do more work? The review button will be reset.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button onClick={apply} loading={decide.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{name} submitted this work:</Text>
          <List size="sm">
            {task.relatedWorkLinks.map((link) => (
              <List.Item key={link}>
                <Anchor href={link} target="_blank" rel="noreferrer">
                  {link}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming('Unsubmitted')}>
              {M.moreWork}
            </Button>
            <Button color="green" onClick={() => setConfirming('Reviewed')}>
              Complete and Remove
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
