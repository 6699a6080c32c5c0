import { EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { InvoiceListFieldsFragment } from '../../gql/graphql';
import { downloadInvoicePdf } from './InvoiceStatusTag';

/** A listed invoice's PDF and its page: small in the table's row, labelled on a phone's card. */
export function InvoiceRowActions({ invoice, large = false }: { invoice: InvoiceListFieldsFragment; large?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const size = large ? 'middle' : 'small';
  return (
    <Space size={4}>
      <Tooltip title={t('invoices.action.pdf')}>
        <Button
          size={size}
          icon={<FilePdfOutlined />}
          aria-label={`${t('invoices.action.pdf')} ${invoice.reference}`}
          onClick={() => void downloadInvoicePdf(invoice)}
        >
          {large ? 'PDF' : null}
        </Button>
      </Tooltip>
      <Tooltip title={t('invoices.action.view')}>
        <Button
          size={size}
          icon={<EyeOutlined />}
          aria-label={`${t('invoices.action.view')} ${invoice.reference}`}
          onClick={() => navigate(`/factures/${invoice.id}`)}
        />
      </Tooltip>
    </Space>
  );
}
