import { DeleteOutlined, FileImageOutlined, HomeOutlined, InboxOutlined, PictureOutlined, UserOutlined } from '@ant-design/icons';
import { acceptAttribute, declaredFileFits, LIMITS } from '@chantiers/schema';
import { Avatar, Button, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifyMessage } from '../errors/notify';
import { CameraButton } from './CameraButton';
import { uploadFile } from './upload-file';

const PLACEHOLDERS = { person: <UserOutlined />, site: <HomeOutlined />, plan: <FileImageOutlined />, picture: <PictureOutlined /> };

export interface ImageValue {
  /** The uploaded file id, once the server accepted it. */
  fileId?: string;
  /** What to show: the stored image's URL or the local preview. */
  previewUrl: string | null;
  removed?: boolean;
}

interface Props {
  value: ImageValue;
  onChange(value: ImageValue): void;
  disabled?: boolean;
  onBusy?(busy: boolean): void;
  /** A face (round) or a picture such as a plan (square, larger). */
  shape?: 'circle' | 'square';
  /** What the empty image stands for: a person, a site, a plan or any picture. */
  placeholder?: keyof typeof PLACEHOLDERS;
}

/**
 * One image (SPEC §5: .png, .jpg, .jpeg, at most 10,000,000 bytes), dropped or browsed. The browser checks name
 * and size for a quick answer; the server checks the content itself.
 */
export function ImageDrop({ value, onChange, disabled, onBusy, shape = 'circle', placeholder = 'person' }: Props) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const accept = async (file: File) => {
    if (!declaredFileFits('image', file)) {
      notifyMessage(intl.formatMessage({ id: 'error.input.title' }), intl.formatMessage({ id: 'file.type.image' }));
      return;
    }
    if (file.size > LIMITS.uploadMaxBytes) {
      notifyMessage(intl.formatMessage({ id: 'error.input.title' }), intl.formatMessage({ id: 'upload.tooLarge' }));
      return;
    }
    setProgress(0);
    onBusy?.(true);
    try {
      const saved = await uploadFile(file, 'image', setProgress);
      const preview = URL.createObjectURL(file);
      setLocalUrl(preview);
      onChange({ fileId: saved.id, previewUrl: preview });
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
      onBusy?.(false);
    }
  };

  return (
    <div className="image-drop">
      <Avatar
        size={shape === 'square' ? 120 : 88}
        shape={shape}
        src={value.previewUrl ?? undefined}
        icon={value.previewUrl ? undefined : PLACEHOLDERS[placeholder]}
        alt=""
      />
      <div className="image-drop-zone">
        <Upload.Dragger
          accept={acceptAttribute('image')}
          multiple={false}
          maxCount={1}
          showUploadList={false}
          disabled={disabled || progress !== null}
          beforeUpload={(file) => {
            void accept(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            <FormattedMessage id="upload.image.prompt" />
          </p>
          <p className="ant-upload-hint">
            <FormattedMessage id="upload.image.hint" />
          </p>
        </Upload.Dragger>
        <CameraButton onFile={(file) => void accept(file)} disabled={disabled || progress !== null} />
        {progress !== null ? <Progress percent={progress} size="small" aria-label={intl.formatMessage({ id: 'upload.progress' })} /> : null}
        {value.previewUrl && !disabled ? (
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange({ previewUrl: null, removed: true })}>
            <FormattedMessage id="upload.image.remove" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
