import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteDocumentFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';

/** A document's preview: an image as it is, a PDF in the browser's own viewer; always a download. */
export function DocumentPreviewModal({ document, onClose }: { document: SiteDocumentFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { file } = document;
  const image = file.contentType.startsWith('image/');
  return (
    <Modal
      open
      onCancel={onClose}
      title={document.label}
      width={960}
      destroyOnHidden
      rootClassName="documents-modal documents-preview"
      footer={
        <Button type="primary" icon={<DownloadOutlined />} href={file.url} download={file.name}>
          {t('documents.download')}
        </Button>
      }
    >
      <p className="documents-preview-meta">
        {document.type.name} · {formatDay(document.documentDate as string)} · {file.name}
      </p>
      {!file.previewable ? (
        <Empty description={t('documents.preview.none')} />
      ) : image ? (
        <img className="documents-preview-image" src={file.url} alt={document.label} />
      ) : (
        <iframe className="documents-preview-pdf" src={file.url} title={document.label} />
      )}
    </Modal>
  );
}
