import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/format';
import { signOf } from './amounts';

interface Props {
  label: string;
  amount: string;
  /** A margin is green above zero and red below (its '-' says it too, for who cannot see colours). */
  signed?: boolean;
  /** A short explanation behind an (i) button. */
  help?: { label: string; text: string };
  children?: ReactNode;
}

export const signClass = (amount: string): string => ['fin-negative', '', 'fin-positive'][signOf(amount) + 1];

/** One figure of a finance summary: its label, the amount as the api sent it, and an optional note below. */
export function FinanceKpi({ label, amount, signed, help, children }: Props) {
  const sign = signOf(amount);
  const tone = signed && sign ? (sign > 0 ? 'is-margin-positive' : 'is-margin-negative') : '';
  return (
    <Card className={`fin-kpi ${tone}`}>
      <p className="fin-kpi-label">
        <span>{label}</span>
        {help ? (
          <Tooltip title={help.text} trigger={['hover', 'focus']}>
            <Button type="text" size="small" className="fin-info" icon={<InfoCircleOutlined />} aria-label={help.label} />
          </Tooltip>
        ) : null}
      </p>
      <p className={`fin-kpi-value fin-amount ${signed ? signClass(amount) : ''}`}>{formatMoney(amount)}</p>
      {children}
    </Card>
  );
}
