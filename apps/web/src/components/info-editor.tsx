import '@mantine/tiptap/styles.css';
import { INFO_EDITOR_MAX_HEIGHT, INFO_EDITOR_MIN_HEIGHT } from '@goodhours/domain';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo } from 'react';
import { TextStyleControls } from './text-style-controls';

/** What the editor offers is what the server keeps: formatting, headings 1-4, lists, quotes, code, links; no images. */
const extensions = [StarterKit.configure({ link: false, horizontalRule: false, heading: { levels: [1, 2, 3, 4] } }), Link];

export interface InfoEditorProps {
  /** The HTML to start from; later changes of this prop do not reset the editor. */
  initialContent: string;
  onChange: (html: string) => void;
  label?: string;
}

function InfoEditorView({ initialContent, onChange, label = 'Info content' }: InfoEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialContent,
    onUpdate: ({ editor: changed }) => {
      onChange(changed.getHTML());
    },
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        style: `min-height: ${String(INFO_EDITOR_MIN_HEIGHT - 32)}px`,
      },
    },
  });

  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <TextStyleControls>
          <RichTextEditor.Code />
        </TextStyleControls>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H1 />
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={INFO_EDITOR_MIN_HEIGHT} mah={INFO_EDITOR_MAX_HEIGHT} style={{ overflowY: 'auto' }} />
    </RichTextEditor>
  );
}

/** The rich-text editor of an info page, 180 to 500 pixels tall (document 1 §9). */
export const InfoEditor = memo(InfoEditorView);
