import { useRef } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import { cleanPastedHtml } from './paste-cleanup';
import { uploadNewsPicture } from './news-image-upload';

export interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  /** Tells the page a picture upload failed (the server's Chinese message). */
  onError: (message: string) => void;
}

/**
 * The article body's editor (ADR 072): Tiptap with the structure the articles' policy keeps — headings h2 to h4,
 * lists, quotes, links, tables and uploaded pictures; no code blocks or inline code (the policy drops them).
 * Pasted HTML is cleaned first (paste-cleanup.ts). Loaded only on the editor page, only in the browser.
 */
export default function RichTextEditor({ initialHtml, onChange, onError }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: { 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true', class: 'yz-news-editor__body' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  if (!editor) return <p className="yz-news-editor__loading">正在加载编辑器…</p>;
  return (
    <div className="yz-news-editor">
      <Toolbar editor={editor} onError={onError} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, onError }: { editor: Editor; onError: (message: string) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { label: string; text: string; pressed?: boolean; run: () => unknown }[] = [
    { label: '二级标题', text: 'H2', pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: '三级标题', text: 'H3', pressed: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: '加粗', text: '粗', pressed: active.bold, run: () => chain().toggleBold().run() },
    { label: '斜体', text: '斜', pressed: active.italic, run: () => chain().toggleItalic().run() },
    { label: '无序列表', text: '• 列表', pressed: active.bullet, run: () => chain().toggleBulletList().run() },
    { label: '有序列表', text: '1. 列表', pressed: active.ordered, run: () => chain().toggleOrderedList().run() },
    { label: '引用', text: '引用', pressed: active.quote, run: () => chain().toggleBlockquote().run() },
    {
      label: '插入表格',
      text: '表格',
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    { label: '撤销', text: '撤销', run: () => chain().undo().run() },
    { label: '重做', text: '重做', run: () => chain().redo().run() },
  ];
  const insertPicture = async (picked: File | undefined) => {
    if (!picked) return;
    try {
      const picture = await uploadNewsPicture(picked);
      const alt = picked.name.replace(/\.[^.]+$/, '');
      chain().setImage({ src: picture.url, alt, width: picture.width, height: picture.height }).run();
    } catch (error) {
      onError(error instanceof Error ? error.message : '图片上传失败，请稍后重试');
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div role="toolbar" aria-label="正文格式" className="yz-news-editor__toolbar">
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          aria-label={button.label}
          {...(button.pressed === undefined ? {} : { 'aria-pressed': button.pressed })}
          onClick={() => button.run()}
        >
          {button.text}
        </button>
      ))}
      <label className="yz-news-editor__picture">
        插入图片
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="插入图片"
          onChange={(event) => void insertPicture(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
