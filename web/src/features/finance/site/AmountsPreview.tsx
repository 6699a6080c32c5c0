import type { ReactNode } from 'react';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../shared/format';

export interface PreviewFigure {
  labelId: string;
  /** A decimal string, or null while the form cannot compute it yet. */
  amount: string | null | undefined;
  testId?: string;
}

/** The amounts a finance form computes from what is typed (TVA, TTC, HT…), announced politely as they change. */
export function AmountsPreview<V>({ figures }: { figures(values: V): { figures: PreviewFigure[]; note?: ReactNode } }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <FormSpy subscription={{ values: true }}>
      {({ values }) => {
        const shown = figures(values as V);
        return (
          <div className="finance-preview" aria-live="polite" aria-label={t('finance.site.preview')}>
            {shown.figures.map((f) => (
              <div key={f.labelId}>
                <span>{t(f.labelId)}</span>
                <strong data-testid={f.testId}>{f.amount ? formatMoney(f.amount) : '—'}</strong>
              </div>
            ))}
            {shown.note}
          </div>
        );
      }}
    </FormSpy>
  );
}
