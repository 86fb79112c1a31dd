import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useStableCallback } from './use-stable-callback';

const draws = vi.fn();
const Child = memo(function Child({ onPress }: { onPress: () => void }) {
  draws();
  return <button onClick={onPress}>Press</button>;
});

function Parent() {
  const [count, setCount] = useState(0);
  const press = useStableCallback(() => setCount(count + 1));
  return (
    <>
      <p>{`count ${String(count)}`}</p>
      <Child onPress={press} />
    </>
  );
}

describe('a stable callback', () => {
  it('calls the latest handler without drawing the memo child again', async () => {
    draws.mockClear();
    render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(screen.getByText('count 2')).toBeInTheDocument();
    expect(draws).toHaveBeenCalledTimes(1);
  });
});
