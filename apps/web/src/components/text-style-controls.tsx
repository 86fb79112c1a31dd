import { RichTextEditor } from '@mantine/tiptap';
import type { ReactNode } from 'react';

/** The toolbar group every rich-text editor starts with: bold, italic, underline, strike-through and clear, then any extra. */
export function TextStyleControls({ children }: { children?: ReactNode }) {
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Bold />
      <RichTextEditor.Italic />
      <RichTextEditor.Underline />
      <RichTextEditor.Strikethrough />
      <RichTextEditor.ClearFormatting />
      {children}
    </RichTextEditor.ControlsGroup>
  );
}
