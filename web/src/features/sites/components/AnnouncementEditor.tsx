import { acceptAttribute } from '@chantiers/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { notifyError } from '../../../shared/errors/notify';
import { uploadFile } from '../../../shared/upload/upload-file';

/**
 * SPEC §9 toolbar: bold, italic, underline, strike, blockquote, code block, lists, indent, rtl, sizes, headers 1–4,
 * clean, link, image. An announcement is 255 characters: the first three groups (what one uses in a short note) show,
 * the rest is one tap away behind « Plus » (hidden by CSS, so Quill keeps one toolbar and the text its formats).
 */
const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  [{ header: [1, 2, 3, 4, false] }, { size: ['small', false, 'large', 'huge'] }],
  ['strike', 'blockquote', 'code-block'],
  [{ indent: '-1' }, { indent: '+1' }, { direction: 'rtl' }],
  ['clean'],
];

interface Props {
  value: string;
  onChange(html: string): void;
  placeholder: string;
  label: string;
  /** The dashboard's '+ Annonce': the cursor is in the editor, ready to type. */
  autoFocus?: boolean;
}

export default function AnnouncementEditor({ value, onChange, placeholder, label, autoFocus = false }: Props) {
  const quill = useRef<ReactQuill>(null);
  const intl = useIntl();
  const [more, setMore] = useState(false);
  useEffect(() => {
    if (autoFocus) quill.current?.focus();
  }, [autoFocus]);
  // Images go to the server (checked by content) instead of into the text as base64; Quill re-creates itself
  // when its modules change, hence the memo.
  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => {
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = acceptAttribute('image');
            input.onchange = async () => {
              const file = input.files?.[0];
              const editor = quill.current?.getEditor();
              if (!file || !editor) return;
              try {
                const saved = await uploadFile(file, 'image');
                const at = editor.getSelection(true)?.index ?? editor.getLength();
                editor.insertEmbed(at, 'image', saved.url, 'user');
              } catch (err) {
                notifyError(err);
              }
            };
            input.click();
          },
        },
      },
    }),
    [],
  );
  return (
    <div className={`announcement-editor${more ? ' announcement-editor-more' : ''}`} aria-label={label}>
      <button
        type="button"
        className="announcement-editor-toggle"
        aria-expanded={more}
        aria-label={intl.formatMessage({ id: 'news.editor.toggle' })}
        onClick={() => setMore((m) => !m)}
      >
        {intl.formatMessage({ id: more ? 'news.editor.less' : 'news.editor.more' })}
      </button>
      <ReactQuill ref={quill} theme="snow" value={value} onChange={onChange} modules={modules} placeholder={placeholder} />
    </div>
  );
}
