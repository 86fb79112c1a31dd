import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One question, draggable by its handle: `children` receives the handle to draw where it belongs
 * (a button: pointer drag, or Space, the arrows and Space again).
 */
export function SortableQuestion({ id, label, children }: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="default"
      size="lg"
      mr="auto"
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      {children(handle)}
    </div>
  );
}

/** What a screen reader hears while a question is dragged: questions by their number, not their ids. */
function accessibility(ids: string[]) {
  const n = (id: UniqueIdentifier) => `question ${String(ids.indexOf(String(id)) + 1)}`;
  return {
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => `Picked up ${n(active.id)}.`,
      onDragOver: ({ active, over }: DragOverEvent) =>
        over ? `${n(active.id)} is over the place of ${n(over.id)}.` : `${n(active.id)} is over no question.`,
      onDragEnd: ({ active, over }: DragEndEvent) =>
        over ? `${n(active.id)} was dropped at the place of ${n(over.id)}.` : `${n(active.id)} was dropped where it was.`,
      onDragCancel: ({ active }: DragCancelEvent) => `Moving ${n(active.id)} was cancelled.`,
    },
    screenReaderInstructions: {
      draggable:
        'To pick up a question, press Space or Enter; move it with the arrow keys, drop it with Space or Enter, or cancel with Escape. The Move up and Move down buttons move it one place at a time.',
    },
  };
}

interface Props {
  ids: string[];
  /** A question dragged from one place to another (by pointer, or by keyboard: Space, arrows, Space). */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** The builder's questions, reordered by drag and drop (the Move up and down buttons stay beside it). */
export function SortableQuestions({ ids, onMove, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility(ids)}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
