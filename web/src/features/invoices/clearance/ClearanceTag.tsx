import { Tag } from 'antd';
import { useIntl } from 'react-intl';

const COLOURS: Record<string, string> = { A_SOUMETTRE: 'warning', SOUMISE: 'processing', VALIDEE: 'success', REJETEE: 'error' };

/** Where the DGI's clearance of an invoice stands, as a small tag (nothing for a document outside e-invoicing). */
export function ClearanceTag({ clearance }: { clearance?: { status: string } | null }) {
  const intl = useIntl();
  if (!clearance) return null;
  return (
    <Tag color={COLOURS[clearance.status] ?? 'default'} className="invoice-clearance-tag">
      {intl.formatMessage({ id: `invoices.clearance.status.${clearance.status}` })}
    </Tag>
  );
}
