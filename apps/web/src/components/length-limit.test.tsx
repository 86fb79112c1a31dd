import { MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withLengthLimit } from './length-limit';

function Harness({ max, start = '', description }: { max: number; start?: string; description?: string }) {
  const form = useForm({ initialValues: { name: start } });
  return (
    <MantineProvider env="test">
      <TextInput label="Name" {...withLengthLimit(form.getInputProps('name'), max, description)} />
    </MantineProvider>
  );
}

describe('a text field with a length limit', () => {
  it('shows its limit in words before anything is typed, described to assistive technology', () => {
    render(<Harness max={100} />);
    const input = screen.getByLabelText('Name');
    expect(screen.getByText('Up to 100 characters')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Up to 100 characters');
  });

  it('counts the characters used once the text comes near the limit', async () => {
    render(<Harness max={10} start="abcdefg" />);
    expect(screen.getByText('Up to 10 characters')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'h');
    expect(screen.getByText('8 of 10 characters')).toBeVisible();
  });

  it('writes a long limit grouped, after the field’s own description', () => {
    render(<Harness max={50_000} description="Shown on the job board" />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Shown on the job board. Up to 50,000 characters');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'a'.repeat(45_000) } });
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Shown on the job board. 45,000 of 50,000 characters');
  });

  it('adds no second full stop after a description that is a sentence', () => {
    render(<Harness max={100} description="Please write at least 50 words." />);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please write at least 50 words. Up to 100 characters');
  });
});
