import { PlusOutlined } from '@ant-design/icons';
import type { ReceptionKind } from '@chantiers/schema';
import { Button, Card } from 'antd';
import { useIntl } from 'react-intl';
import { formatDay } from '../../shared/format/day';
import { LinkButton } from '../../shared/components/LinkButton';
import { useCan } from '../../shared/session/useCan';
import type { FinalState } from './reception-values';

/** Why a final PV cannot be prepared now, in words; null when it can. */
export function finalReason(final: FinalState, months: number, t: (id: string, values?: Record<string, string | number>) => string): string | null {
  if (final.state === 'exists') return t('reception.final.exists');
  if (final.state === 'needsProvisional') return t('reception.final.needsProvisional');
  if (final.state === 'tooEarly')
    return t('reception.final.tooEarly', { date: formatDay(final.from), months, provisional: formatDay(final.provisional) });
  return null;
}

interface Props {
  kind: ReceptionKind;
  /** The final one's state (the provisional one can always be prepared when there is none). */
  final: FinalState;
  guaranteeMonths: number;
  onCreate(): void;
}

/**
 * A PV not made yet: what it is for and the button preparing it; a final one not possible yet says why and from when,
 * and what to do about it (no dead end).
 */
export function EmptySlot({ kind, final, guaranteeMonths, onCreate }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const canWrite = useCan('receptions.write');
  const canSettle = useCan('company.update');
  const blocked = kind === 'FINAL' && final.state !== 'available';
  const reason = kind === 'FINAL' ? finalReason(final, guaranteeMonths, t) : null;
  return (
    <Card className="reception-card is-empty" title={<h2 className="reception-card-title">{t(`reception.kind.${kind}`)}</h2>}>
      <p className="reception-empty">{t(`reception.none.${kind}`)}</p>
      {kind === 'PROVISIONAL' ? <p className="reception-secondary">{t('reception.provisional.help')}</p> : null}
      {kind === 'FINAL' && final.state === 'available' ? (
        <p className="reception-secondary">{t('reception.final.available', { date: formatDay(final.from) })}</p>
      ) : null}
      {reason ? (
        <div className="reception-why" role="note">
          <p>{reason}</p>
          {final.state === 'tooEarly' ? <p>{t(canSettle ? 'reception.final.tooEarly.manager' : 'reception.final.tooEarly.user')}</p> : null}
          {final.state === 'tooEarly' && canSettle ? (
            <LinkButton to="/parametres/societe" type="default">
              {t('reception.guarantee.change')}
            </LinkButton>
          ) : null}
        </div>
      ) : null}
      {canWrite ? (
        <div className="reception-actions">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={blocked} onClick={onCreate}>
            {t(`reception.create.${kind}`)}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
