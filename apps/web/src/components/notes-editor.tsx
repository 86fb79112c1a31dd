import '@mantine/tiptap/styles.css';
import { TIME_ENTRY_MESSAGES as M } from '@goodhours/domain';
import { Input } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useId } from 'react';
import { TextStyleControls } from './text-style-controls';

/** Formatting, lists and links; no pictures (document 2 §5). */
const extensions = [
  StarterKit.configure({ link: false, horizontalRule: false, heading: false, codeBlock: false }),
  Link.configure({ autolink: true, linkOnPaste: true, defaultProtocol: 'https' }),
];

/** True when a paste or drop carries a picture: an image file, or HTML holding an image. */
export function carriesPicture(data: DataTransfer | null): boolean {
  if (!data) return false;
  const files = Array.from(data.files);
  if (files.some((f) => f.type.startsWith('image/'))) return true;
  if (Array.from(data.items).some((i) => i.kind === 'file' && i.type.startsWith('image/'))) return true;
  return /<img\b|data:image\//i.test(data.getData('text/html'));
}

function refusePicture(data: DataTransfer | null): boolean {
  if (!carriesPicture(data)) return false;
  notifications.show({ id: 'notes-picture', color: 'red', message: M.picturesNotAllowed });
  return true;
}

interface Props {
  /** The HTML to start from; later changes of this prop do not reset the editor. */
  initialContent: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The field's name: 'Notes' for a time entry, 'Summary' for a weekly summary. */
  label?: string;
}

function NotesEditorView({ initialContent, onChange, error, disabled = false, label = 'Notes' }: Props) {
  const errorId = useId();
  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    onUpdate: ({ editor: changed }) => {
      onChange(changed.isEmpty ? '' : changed.getHTML());
    },
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': errorId,
        style: 'min-height: 120px',
      },
      handlePaste: (_view, event) => refusePicture(event.clipboardData),
      handleDrop: (_view, event) => refusePicture(event.dataTransfer),
    },
  });

  return (
    <Input.Wrapper label={label} required error={error} errorProps={{ id: errorId }}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <TextStyleControls />
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mah={320} style={{ overflowY: 'auto' }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** Rich text (time entry notes, weekly summaries); pasted or dropped pictures are refused with a message. */
export const NotesEditor = memo(NotesEditorView);
