import { certificateValidOn } from '@chantiers/schema';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { formatDay } from '../../shared/format';
import type { SupplierFieldsFragment } from '../../gql/graphql';

/**
 * A supplier's compliance at a glance (issue 38): without a tax-compliance certificate valid today, 100 % of the TVA
 * of its invoices is withheld; an auto-entrepreneur is tracked against 80 000 DH a year.
 */
export function ComplianceTags({ supplier }: { supplier: Pick<SupplierFieldsFragment, 'certificateDate' | 'autoEntrepreneur'> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const valid = certificateValidOn(supplier.certificateDate, dayjs().format('YYYY-MM-DD'));
  return (
    <span className="suppliers-tags" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: '100%' }}>
      {valid ? null : (
        <Tag title={t('suppliers.certificateDate.hint')} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
          {supplier.certificateDate
            ? t('suppliers.certificate.expired', { day: formatDay(supplier.certificateDate) })
            : t('suppliers.certificate.none')}
        </Tag>
      )}
      {supplier.autoEntrepreneur ? <Tag style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>{t('suppliers.autoEntrepreneur')}</Tag> : null}
    </span>
  );
}
