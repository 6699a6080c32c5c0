import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/**
 * SPEC §9 toolbar: bold, italic, underline, strike, blockquote, code block, lists, indent, right-to-left, sizes,
 * headers 1–4, clean, link. Images wait for announcements to keep stable file references (signed URLs expire).
 */
const TOOLBAR = [
  [{ header: [1, 2, 3, 4, false] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }],
  ['link', 'clean'],
];

interface Props {
  value: string;
  onChange(html: string): void;
  placeholder: string;
  label: string;
}

export default function AnnouncementEditor({ value, onChange, placeholder, label }: Props) {
  return (
    <div className="announcement-editor" aria-label={label}>
      <ReactQuill theme="snow" value={value} onChange={onChange} modules={{ toolbar: TOOLBAR }} placeholder={placeholder} />
    </div>
  );
}
