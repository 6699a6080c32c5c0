import { FilePdfOutlined, FileImageOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Image, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinanceInvoiceFragment } from '../../../gql/graphql';

/** Bytes as the reader says them: '12,5 Ko' / '1,2 Mo' (decimal units, as the 10 Mo limit is written). */
function shownSize(bytes: number, locale: string): string {
  const fr = !locale.startsWith('en');
  const nf = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);
  if (bytes >= 1_000_000) return `${nf(bytes / 1_000_000)}\u00a0${fr ? 'Mo' : 'MB'}`;
  if (bytes >= 1_000) return `${nf(bytes / 1_000)}\u00a0${fr ? 'Ko' : 'KB'}`;
  return `${bytes}\u00a0${fr ? 'o' : 'B'}`;
}

/** A record's invoice on its detail view: a PDF opens in a new tab, an image is shown; otherwise say there is no PDF. */
export function InvoiceView({ invoice }: { invoice: SiteFinanceInvoiceFragment | null | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (invoice?.isPdf) {
    return (
      <Space orientation="vertical" size={4}>
        <Typography.Link href={invoice.url} target="_blank" rel="noopener noreferrer">
          <FilePdfOutlined aria-hidden /> {t('finance.site.invoice.open')}
        </Typography.Link>
        <Typography.Text type="secondary">
          {invoice.name} · {shownSize(invoice.size, intl.locale)}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        <InfoCircleOutlined aria-hidden /> {t('purchase.invoice.none')}
      </Typography.Text>
      {invoice ? (
        <figure className="finance-invoice-image">
          <Image src={invoice.url} alt={t('finance.site.invoice.imageAlt', { name: invoice.name })} />
          <figcaption>
            <FileImageOutlined aria-hidden /> {invoice.name} · {shownSize(invoice.size, intl.locale)}
          </figcaption>
        </figure>
      ) : null}
    </Space>
  );
}
