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
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../shared/session/useCan';
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

/** What the commands of a quote need of it (the list's row or the quote's own page). */
export type QuoteRef = Pick<QuoteListFieldsFragment, 'id' | 'reference' | 'status'> & {
  site?: { id: string; name: string } | null;
  client: { email?: string | null };
};
export type QuoteCommand = 'invoice' | 'send' | 'site' | 'link' | 'duplicate' | 'accept' | 'refuse' | 'delete';

const ICONS: Record<QuoteCommand, ReactNode> = {
  invoice: <FileDoneOutlined />,
  send: <MailOutlined />,
  site: <HomeOutlined />,
  link: <LinkOutlined />,
  duplicate: <CopyOutlined />,
  accept: <CheckOutlined />,
  refuse: <CloseOutlined />,
  delete: <DeleteOutlined />,
};
const LABELS: Record<QuoteCommand, string> = {
  invoice: 'quotes.action.invoice',
  send: 'quotes.action.send',
  site: 'quotes.action.createSite',
  link: 'quotes.action.link',
  duplicate: 'quotes.action.duplicate',
  accept: 'quotes.action.accept',
  refuse: 'quotes.action.refuse',
  delete: 'quotes.action.delete',
};

/**
 * The commands a quote offers in its state and to this caller (invoice, send, create or link its site, duplicate,
 * accept, refuse, delete), each decision confirmed first, and the dialogs they open. The list's '⋯' menu and the
 * quote's own page both use them. Deleting a pending quote is the Admin Société's.
 */
export function useQuoteCommands(quote: QuoteRef, onChanged: () => void) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [decide] = useMutation(SetQuoteStatusDocument);
  const [duplicate] = useMutation(DuplicateQuoteDocument);
  const [remove] = useMutation(DeleteQuoteDocument);
  const [createSite] = useMutation(CreateSiteFromQuoteDocument);
  const [open, setOpen] = useState<'send' | 'link' | 'invoice' | null>(null);
  const canInvoice = useCan('invoices.create');
  const canDelete = useCan('quotes.delete');
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
  const available: QuoteCommand[] = [
    ...(quote.status === 'ACCEPTE' && canInvoice && quote.site ? (['invoice'] as const) : []),
    ...(canSend(quote.status) ? (['send'] as const) : []),
    ...(quote.status === 'ACCEPTE' && !quote.site ? (['site', 'link'] as const) : []),
    'duplicate' as const,
    ...(quote.status === 'EN_COURS' ? (['accept', 'refuse'] as const) : []),
    ...(isEditable(quote.status) && canDelete ? (['delete'] as const) : []),
  ];
  const items = available.map((key) => ({ key, icon: ICONS[key], label: t(LABELS[key]), ...(key === 'delete' ? { danger: true } : {}) }));

  const run = (key: QuoteCommand) => {
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

  const dialogs = (
    <>
      {open === 'send' ? <SendQuoteModal quote={quote} onClose={() => setOpen(null)} /> : null}
      {open === 'link' ? <LinkSiteModal quote={quote} onClose={() => setOpen(null)} onLinked={onChanged} /> : null}
      {open === 'invoice' ? (
        <Suspense fallback={null}>
          <InvoiceCreateModal quoteId={quote.id} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
  return { available, items, icon: (key: QuoteCommand) => ICONS[key], label: (key: QuoteCommand) => t(LABELS[key]), run, dialogs };
}

/** What a quote of the list offers: its PDF and its form at hand; the rest in a menu (useQuoteCommands). */
export function QuoteActions({ quote, onChanged, large = false }: { quote: QuoteListFieldsFragment; onChanged(): void; large?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const editable = isEditable(quote.status);
  const commands = useQuoteCommands(quote, onChanged);
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
      <Dropdown menu={{ items: commands.items, onClick: ({ key }) => commands.run(key as QuoteCommand) }} trigger={['click']}>
        <Button size={size} icon={<MoreOutlined />} aria-label={`${t('quotes.action.more')} ${quote.reference}`} />
      </Dropdown>
      {commands.dialogs}
    </Space>
  );
}
