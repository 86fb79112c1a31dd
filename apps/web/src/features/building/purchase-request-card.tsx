import { canMovePurchase, formatMoment, formatQuantity, type PurchaseRequest, type PurchaseStatus } from '@goodhours/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';

const STATUS_COLOURS: Record<PurchaseStatus, string> = {
  Pending: 'yellow',
  Approved: 'blue',
  Rejected: 'red',
  Received: 'green',
  Cancelled: 'gray',
};

/** A request's state as a badge: the one place its colours are chosen. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {status}
    </Badge>
  );
}

const nameOf = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : 'someone');
const wrap = { overflowWrap: 'anywhere' } as const;

/** What became of the request, in a sentence: who decided or received it, and when. */
function outcomeOf(r: PurchaseRequest): string | null {
  const when = (at: string | null) => (at ? ` on ${formatMoment(at)}` : '');
  switch (r.status) {
    case 'Pending':
      return null;
    case 'Approved':
      return `Approved by ${nameOf(r.decidedBy)}${when(r.decidedAt)}.`;
    case 'Rejected':
      return `Rejected by ${nameOf(r.decidedBy)}${when(r.decidedAt)}: ${r.rejectReason ?? ''}`;
    case 'Cancelled':
      return `Cancelled by ${nameOf(r.decidedBy)}${when(r.decidedAt)}.`;
    case 'Received':
      return `Received ${formatQuantity(r.receivedQuantity ?? 0)} ${r.type.unit} at ${(r.unitPrice ?? 0).toFixed(2)} ${r.currency ?? ''} each, by ${nameOf(r.receivedBy)}${when(r.receivedAt)}.`;
  }
}

export type PurchaseCardAction = 'approve' | 'reject' | 'receive' | 'cancel';

interface Props {
  request: PurchaseRequest;
  /** The viewer may approve purchases. */
  approver: boolean;
  /** The viewer made this request. */
  own: boolean;
  /** A move of this request is on its way. */
  busy: boolean;
  onAction: (action: PurchaseCardAction) => void;
}

/**
 * One purchase request as a card (it reads the same on a phone and on a wide screen): what, for
 * which project, how urgently, who asked and what became of it, with the moves the viewer may make
 * now: approve, reject or receive for an approver, cancel for the requester while it is pending.
 */
export function PurchaseRequestCard({ request: r, approver, own, busy, onAction }: Props) {
  const title = `${formatQuantity(r.quantity)} ${r.type.unit} of ${r.type.name}`;
  const actions: { action: PurchaseCardAction; label: string; variant: string }[] = [
    ...(approver && canMovePurchase(r.status, 'approve') ? [{ action: 'approve' as const, label: 'Approve', variant: 'filled' }] : []),
    ...(approver && canMovePurchase(r.status, 'reject') ? [{ action: 'reject' as const, label: 'Reject', variant: 'default' }] : []),
    ...(approver && canMovePurchase(r.status, 'receive') ? [{ action: 'receive' as const, label: 'Receive', variant: 'filled' }] : []),
    ...(own && canMovePurchase(r.status, 'cancel') ? [{ action: 'cancel' as const, label: 'Cancel request', variant: 'default' }] : []),
  ];
  const outcome = outcomeOf(r);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={`${title} for ${r.project.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={wrap}>
            {title}
          </Text>
          <PurchaseStatusBadge status={r.status} />
        </Group>
        <Text size="sm" style={wrap}>
          {r.project.name} · {r.type.category} · {r.priority} priority
        </Text>
        <Text size="sm" c="dimmed">
          Requested by {nameOf(r.requestedBy)} on {formatMoment(r.requestedAt)}
        </Text>
        {r.brand && (
          <Text size="sm" style={wrap}>
            Brand or model: {r.brand}
          </Text>
        )}
        {(r.usageTime || r.usageDescription) && (
          <Text size="sm" style={wrap}>
            Usage: {[r.usageTime, r.usageDescription].filter(Boolean).join(' · ')}
          </Text>
        )}
        {outcome && (
          <Text size="sm" style={wrap}>
            {outcome}
          </Text>
        )}
        {actions.length > 0 && (
          <Group gap="xs" mt={4}>
            {actions.map((a) => (
              <Button
                key={a.action}
                size="xs"
                variant={a.variant}
                disabled={busy}
                onClick={() => {
                  onAction(a.action);
                }}
              >
                {a.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
