import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef } from 'react';
import { pictureProblem } from './announcement-form';
import classes from './announcements.module.css';
import { TextStyleControls } from '../../components/text-style-controls';

/** Formatting, headings, lists, links and pictures written into the message (the server stores them once). */
const extensions = [
  StarterKit.configure({ link: false, codeBlock: false, heading: { levels: [2, 3] } }),
  Link.configure({ autolink: true, linkOnPaste: true, defaultProtocol: 'https' }),
  Image.configure({ allowBase64: true }),
];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });

/** Puts each picture file into the message where the cursor is; one too large or of the wrong kind is refused with a message. */
async function insertPictures(editor: Editor, files: readonly File[]): Promise<void> {
  for (const file of files) {
    const problem = pictureProblem(file);
    if (problem) {
      notifications.show({ color: 'red', message: `${file.name}: ${problem}` });
      continue;
    }
    const src = await readAsDataUrl(file);
    editor
      .chain()
      .focus()
      .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
      .run();
  }
}

const pictureFiles = (data: DataTransfer | null) => Array.from(data?.files ?? []).filter((f) => f.type.startsWith('image/'));

interface Props {
  /** The HTML to start from (a resend or a cleared form gives a new `key`). */
  initialContent: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** The announcement's message: rich text with pictures inserted from a file, pasted or dropped. */
export function AnnouncementEditor({ initialContent, onChange, error }: Props) {
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions,
    content: initialContent,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Message',
        'aria-describedby': errorId,
        style: 'min-height: 200px',
      },
      handlePaste: (_view, event) => {
        const files = pictureFiles(event.clipboardData);
        if (files.length === 0 || !editor) return false;
        void insertPictures(editor, files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = pictureFiles(event.dataTransfer);
        if (files.length === 0 || !editor) return false;
        void insertPictures(editor, files);
        return true;
      },
    },
  });

  return (
    <Input.Wrapper label="Message" required error={error} errorProps={{ id: errorId }}>
      <RichTextEditor editor={editor} mt={4} className={classes.editor}>
        <RichTextEditor.Toolbar>
          <TextStyleControls />
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control onClick={() => fileInput.current?.click()} aria-label="Insert picture" title="Insert picture">
              <IconPhoto size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mah={480} style={{ overflowY: 'auto' }} />
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        hidden
        aria-label="Picture to insert"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (editor) void insertPictures(editor, files);
        }}
      />
    </Input.Wrapper>
  );
}
