import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

function Labelled() {
  return (
    <MantineProvider env="test">
      <Tooltip label="Reset timer">
        <button type="button" aria-label="Reset timer">
          R
        </button>
      </Tooltip>
    </MantineProvider>
  );
}

describe('a tooltip drawn when first called up', () => {
  it('draws nothing but its element until a mouse comes over it, then shows its label', async () => {
    render(<Labelled />);
    const button = screen.getByRole('button', { name: 'Reset timer' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-portal]')).toHaveLength(0);

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reset timer');
    // The same element, still focused if it was: only the bubble was added beside it.
    expect(screen.getByRole('button', { name: 'Reset timer' })).toBe(button);
  });

  it('keeps a focused element focused when the mouse then comes over it', () => {
    render(<Labelled />);
    const button = screen.getByRole('button', { name: 'Reset timer' });
    button.focus();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(screen.getByRole('button', { name: 'Reset timer' })).toHaveFocus();
  });

  it('is not called up by a touch', () => {
    render(<Labelled />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Reset timer' }), { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
