import { CheckCircleFilled, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Progress } from 'antd';
import { useIntl } from 'react-intl';
import { DocumentTypeSelect } from './DocumentTypeSelect';

/** 'kept': on the phone with its record, sent when the network returns. */
export type UploadState = 'waiting' | 'sending' | 'done' | 'kept' | 'failed';
/** A file dropped in the upload modal, and how its sending goes. */
export interface UploadItem {
  key: string;
  file: File;
  progress: number;
  state: UploadState;
  error?: string;
  /** This file's own type, chosen in its row; null: the batch's. */
  typeId: string | null;
}

interface Props {
  item: UploadItem;
  /** The batch is being sent: nothing can be removed meanwhile. */
  running: boolean;
  /** Several files: each one still to send may take a type of its own. */
  ownType: boolean;
  batchTypeId: string | null;
  typeMissing: boolean;
  onRemove(): void;
  onType(typeId: string | null): void;
}

/** One dropped file: its name, its progress, its own type when the batch has several, and why it failed. */
export function UploadItemRow({ item, running, ownType, batchTypeId, typeMissing, onRemove, onType }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <li>
      <div className="documents-upload-row">
        <span className="documents-upload-name">{item.file.name}</span>
        {item.state === 'done' ? (
          <span className="documents-upload-done">
            <CheckCircleFilled aria-hidden /> {t('documents.upload.state.done')}
          </span>
        ) : item.state === 'kept' ? (
          <span className="documents-upload-done" role="status">
            <CloudUploadOutlined aria-hidden /> {t('documents.upload.state.kept')}
          </span>
        ) : item.state === 'waiting' || item.state === 'failed' ? (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            disabled={running}
            aria-label={t('documents.upload.remove', { name: item.file.name })}
            onClick={onRemove}
          />
        ) : null}
      </div>
      <Progress
        percent={item.progress}
        size="small"
        status={
          item.state === 'failed'
            ? 'exception'
            : item.state === 'done' || item.state === 'kept'
              ? 'success'
              : item.state === 'sending'
                ? 'active'
                : 'normal'
        }
        aria-label={item.file.name}
      />
      {ownType ? (
        <div className="documents-upload-type">
          <DocumentTypeSelect
            value={item.typeId ?? batchTypeId}
            onChange={onType}
            aria-label={t('documents.upload.fileType', { name: item.file.name })}
            status={typeMissing && !(item.typeId ?? batchTypeId) ? 'error' : undefined}
          />
        </div>
      ) : null}
      {item.error ? <Alert type="error" showIcon title={item.error} className="documents-upload-error" /> : null}
    </li>
  );
}
