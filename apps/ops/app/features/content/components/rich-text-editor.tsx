/**
 * The rich-text editor of an article or notice body (TipTap 3: StarterKit — paragraphs, headings h2/h3, bold,
 * italic, strike, underline, lists, quotes, code, rules, links — plus images). It reads and writes HTML; every tag it
 * produces is within what the API's sanitizer keeps (apps/api/src/lib/sanitize.ts: links keep href/target/rel, images
 * src/alt), so what the editor shows is what the site shows. The toolbar's labels come from the console's catalogues
 * (`content.editor.*`); the editable area is a labelled multi-line text box.
 *
 * `value` is the HTML; `onChange` receives the editor's HTML after each change (empty string for an empty body).
 * `uploadImage` (optional) stores a chosen image and answers its public URL, or null when refused (the caller shows
 * why); without it the toolbar has no image button.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { inputClass } from '@lanyun/ui/field';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The accessible name of the editable area (the field's label). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Id of the hint that describes the editable area. */
  describedBy?: string;
  uploadImage?: (file: File) => Promise<string | null>;
}

/** The HTML of an editor, '' when it holds nothing but an empty paragraph. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextEditor({ label, value, onChange, describedBy, uploadImage }: RichTextEditorProps) {
  const { t } = useTranslation();
  const lastEmitted = useRef(value);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'prose-content min-h-64 px-3 py-2 text-sm outline-none',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // A value set from outside (the HTML source view, a loaded item) replaces the editor's document.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rounded-md border border-line bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
      {editor ? <Toolbar editor={editor} label={label} uploadImage={uploadImage} /> : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-64 px-3 py-2 text-sm text-ink-muted">{t('content.editor.loading')}</div>
      )}
    </div>
  );
}

/** Toolbar glyphs drawn as SVG (an emoji needs a colour-emoji font, which many Linux desktops lack). */
const ICON = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2 };

/** A chain link (the "link" button). */
function LinkIcon() {
  return (
    <svg {...ICON} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

/** A picture frame (the "image" button). */
function ImageIcon() {
  return (
    <svg {...ICON} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
    </svg>
  );
}

function Toolbar({
  editor,
  label,
  uploadImage,
}: {
  editor: Editor;
  label: string;
  uploadImage: RichTextEditorProps['uploadImage'];
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  // A glyph a voice-control user can read out ("H2", "1.") starts the button's name, so saying what they see clicks it
  // (WCAG 2.5.3 label in name); symbols and single letters (•, B) are named by their label alone.
  const toolName = (key: string, glyph: ReactNode) =>
    typeof glyph === 'string' && /^[A-Za-z0-9.]{2,}$/.test(glyph)
      ? `${glyph} ${t(`content.editor.${key}`)}`
      : t(`content.editor.${key}`);
  const tool = (key: string, glyph: ReactNode, run: () => void, pressed?: boolean, disabled?: boolean) => (
    <button
      key={key}
      type="button"
      aria-label={toolName(key, glyph)}
      title={t(`content.editor.${key}`)}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cn(
        'h-8 min-w-8 rounded px-2 text-sm text-ink hover:bg-surface disabled:opacity-40',
        pressed ? 'bg-brand-50 text-brand-700' : '',
      )}
    >
      {glyph}
    </button>
  );

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = href.trim();
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };
  const pickImage = async (file: File) => {
    if (!uploadImage) return;
    setUploading(true);
    const src = await uploadImage(file).finally(() => setUploading(false));
    if (src)
      chain()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
  };

  return (
    <div className="border-b border-line">
      <div role="toolbar" aria-label={t('content.editor.toolbar', { label })} className="flex flex-wrap gap-0.5 p-1">
        {tool('bold', <b>B</b>, () => chain().toggleBold().run(), state.bold)}
        {tool('italic', <i>I</i>, () => chain().toggleItalic().run(), state.italic)}
        {tool('strike', <s>S</s>, () => chain().toggleStrike().run(), state.strike)}
        {tool('heading2', 'H2', () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
        {tool('heading3', 'H3', () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
        {tool('bulletList', '•', () => chain().toggleBulletList().run(), state.bullet)}
        {tool('orderedList', '1.', () => chain().toggleOrderedList().run(), state.ordered)}
        {tool('quote', '❝', () => chain().toggleBlockquote().run(), state.quote)}
        {tool('link', <LinkIcon />, openLink, state.link)}
        {uploadImage ? tool('image', <ImageIcon />, () => fileInput.current?.click(), undefined, uploading) : null}
        {tool('undo', '↶', () => chain().undo().run(), undefined, !state.canUndo)}
        {tool('redo', '↷', () => chain().redo().run(), undefined, !state.canRedo)}
        {uploadImage ? (
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t('content.editor.imageFile', { label })}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void pickImage(file);
              e.target.value = '';
            }}
          />
        ) : null}
      </div>
      {uploading ? (
        <p role="status" className="px-2 pb-1 text-xs text-ink-muted">
          {t('content.editor.uploading')}
        </p>
      ) : null}
      {linkOpen ? (
        <div className="flex items-center gap-2 px-2 pb-2">
          <label htmlFor={linkId} className="text-xs font-medium">
            {t('content.editor.linkUrl')}
          </label>
          <input
            id={linkId}
            type="url"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            className={cn(inputClass(false), 'h-8 flex-1')}
          />
          <Button size="sm" onClick={applyLink}>
            {t('content.editor.linkApply')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinkOpen(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
