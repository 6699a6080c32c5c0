import { acceptAttribute } from '@chantiers/schema';
import { useEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { notifyError } from '../../../shared/errors/notify';
import { uploadFile } from '../../../shared/upload/upload-file';

/** SPEC §9 toolbar: bold, italic, underline, strike, blockquote, code block, lists, indent, rtl, sizes, headers 1–4, clean, link, image. */
const TOOLBAR = [
  [{ header: [1, 2, 3, 4, false] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  ['link', 'image', 'clean'],
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
    <div className="announcement-editor" aria-label={label}>
      <ReactQuill ref={quill} theme="snow" value={value} onChange={onChange} modules={modules} placeholder={placeholder} />
    </div>
  );
}
