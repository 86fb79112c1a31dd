import { Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * Mantine's Tooltip, drawn the first time a mouse comes over its element. A Mantine Tooltip
 * mounts floating-ui's position and interaction hooks and a portal for each element it labels,
 * and draws itself twice on mounting: the header's six cost a few milliseconds at every drawing
 * of the timer, and a table's row actions as many again per row, for a bubble most readers never
 * call up. Until then only the element is drawn; from then on the tooltip points at it (Mantine's
 * `target`), open at once since the mouse is on the element. The element keeps its place in the
 * tree, so it is never drawn anew (a focused control keeps its focus). Like Mantine's own default,
 * it opens on hover only (a mouse, not touch or focus): the element's accessible name says what
 * its tooltip says.
 */
export function Tooltip({ children, ...props }: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<ChildProps> }) {
  const [drawn, setDrawn] = useState(false);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const child = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setDrawn(true);
    },
  });
  return (
    <>
      {drawn ? <MantineTooltip defaultOpened {...props} target={target} /> : null}
      {child}
    </>
  );
}
