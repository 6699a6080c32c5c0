import {
  HomeOutlined,
  CheckOutlined,
  LinkOutlined,
  MailOutlined,
  CloseOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileDoneOutlined,
  FilePdfOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Dropdown, Modal, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { readUser } from '../../app/session/storage';
import type { QuoteListFieldsFragment } from '../../gql/graphql';
import { CreateSiteFromQuoteDocument, DeleteQuoteDocument, DuplicateQuoteDocument, SetQuoteStatusDocument } from './quotes.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { LinkSiteModal } from './LinkSiteModal';
import { SendQuoteModal } from './mail/SendQuoteModal';
import { canSend, isEditable } from './QuoteStatusTag';

// Issuing an invoice is a step few visits take: its form loads with it.
const InvoiceCreateModal = lazy(() => import('../invoices/create/InvoiceCreateModal'));

/** The PDF of a quote, fetched with the session's bearer and saved as its reference. */
export const downloadQuotePdf = (q: { id: string; reference: string }) =>
  downloadFile(`/api/v1/devis/${q.id}/pdf`, `${q.reference}.pdf`).catch(notifyError);

/**
 * What a quote of the list offers: its PDF and its form at hand; the rest (duplicate, accept, refuse, delete) in a
 * menu, each decision confirmed first. Deleting a pending quote is the Admin Société's.
 */
export function QuoteActions({ quote, onChanged, large = false }: { quote: QuoteListFieldsFragment; onChanged(): void; large?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [decide] = useMutation(SetQuoteStatusDocument);
  const [duplicate] = useMutation(DuplicateQuoteDocument);
  const [remove] = useMutation(DeleteQuoteDocument);
  const [createSite] = useMutation(CreateSiteFromQuoteDocument);
  const [open, setOpen] = useState<'send' | 'link' | 'invoice' | null>(null);
  const editable = isEditable(quote.status);
  const manager = readUser().role === 'MANAGER';
  const ref = { reference: quote.reference };

  const confirm = (title: string, okText: string, danger: boolean, run: () => Promise<unknown>) =>
    Modal.confirm({
      title,
      okText,
      cancelText: t('quotes.cancel'),
      okButtonProps: { danger },
      onOk: async () => {
        await run().catch(() => undefined);
      },
    });
  const items = [
    ...(quote.status === 'ACCEPTE' && manager && quote.site
      ? [{ key: 'invoice', icon: <FileDoneOutlined />, label: t('quotes.action.invoice') }]
      : []),
    ...(canSend(quote.status) ? [{ key: 'send', icon: <MailOutlined />, label: t('quotes.action.send') }] : []),
    ...(quote.status === 'ACCEPTE' && !quote.site
      ? [
          { key: 'site', icon: <HomeOutlined />, label: t('quotes.action.createSite') },
          { key: 'link', icon: <LinkOutlined />, label: t('quotes.action.link') },
        ]
      : []),
    { key: 'duplicate', icon: <CopyOutlined />, label: t('quotes.action.duplicate') },
    ...(quote.status === 'EN_COURS'
      ? [
          { key: 'accept', icon: <CheckOutlined />, label: t('quotes.action.accept') },
          { key: 'refuse', icon: <CloseOutlined />, label: t('quotes.action.refuse') },
        ]
      : []),
    ...(editable && manager ? [{ key: 'delete', icon: <DeleteOutlined />, label: t('quotes.action.delete'), danger: true }] : []),
  ];
  const onMenu = (key: string) => {
    if (key === 'send' || key === 'link' || key === 'invoice') {
      setOpen(key);
    } else if (key === 'site') {
      confirm(t('quotes.createSite.confirm', ref), t('quotes.action.createSite'), false, async () => {
        const site = (await createSite({ variables: { id: quote.id } })).data?.createSiteFromQuote.site;
        if (!site) return;
        notifySuccess(t('quotes.siteCreated', { name: site.name }));
        navigate(`/detail-chantier/${site.id}`);
      });
    } else if (key === 'duplicate') {
      void duplicate({ variables: { id: quote.id } })
        .then((done) => {
          const copy = done.data?.duplicateQuote;
          if (!copy) return;
          notifySuccess(t('quotes.duplicated', { reference: copy.reference }));
          navigate(`/devis/${copy.id}`);
        })
        .catch(() => undefined);
    } else if (key === 'accept' || key === 'refuse') {
      const status = key === 'accept' ? 'ACCEPTE' : 'REFUSE';
      confirm(t(`quotes.${key}.confirm`, ref), t(`quotes.action.${key}`), key === 'refuse', async () => {
        await decide({ variables: { id: quote.id, status } });
        notifySuccess(t(key === 'accept' ? 'quotes.accepted' : 'quotes.refused', ref));
        onChanged();
      });
    } else if (key === 'delete') {
      confirm(t('quotes.delete.confirm', ref), t('quotes.action.delete'), true, async () => {
        await remove({ variables: { id: quote.id } });
        notifySuccess(t('quotes.deleted', ref));
        onChanged();
      });
    }
  };

  const size = large ? 'middle' : 'small';
  return (
    <Space size={4} wrap>
      <Tooltip title={t('quotes.action.pdf')}>
        <Button
          size={size}
          icon={<FilePdfOutlined />}
          aria-label={`${t('quotes.action.pdf')} ${quote.reference}`}
          onClick={() => void downloadQuotePdf(quote)}
        >
          {large ? 'PDF' : null}
        </Button>
      </Tooltip>
      <Tooltip title={t(editable ? 'quotes.action.edit' : 'quotes.action.view')}>
        <Button
          size={size}
          icon={editable ? <EditOutlined /> : <EyeOutlined />}
          aria-label={`${t(editable ? 'quotes.action.edit' : 'quotes.action.view')} ${quote.reference}`}
          onClick={() => navigate(`/devis/${quote.id}`)}
        />
      </Tooltip>
      <Dropdown menu={{ items, onClick: ({ key }) => onMenu(key) }} trigger={['click']}>
        <Button size={size} icon={<MoreOutlined />} aria-label={`${t('quotes.action.more')} ${quote.reference}`} />
      </Dropdown>
      {open === 'send' ? <SendQuoteModal quote={quote} onClose={() => setOpen(null)} /> : null}
      {open === 'link' ? <LinkSiteModal quote={quote} onClose={() => setOpen(null)} onLinked={onChanged} /> : null}
      {open === 'invoice' ? (
        <Suspense fallback={null}>
          <InvoiceCreateModal quoteId={quote.id} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Space>
  );
}
