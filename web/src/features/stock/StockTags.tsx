import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { StockLevel, StockMovementType } from '../../gql/graphql';
import './stock.css';

/** 'Alerte' red, 'Avertissement' orange, 'Normal' green: stock.css holds shades that keep 4.5:1 in both modes. */
export function LevelTag({ level }: { level: StockLevel }) {
  const intl = useIntl();
  return <Tag className={`stock-tag stock-tag-${level.toLowerCase()}`}>{intl.formatMessage({ id: `stock.ui.level.${level}` })}</Tag>;
}

const TYPE_TONE: Record<StockMovementType, string> = { ENTREE: 'normal', SORTIE: 'alerte', AJUSTEMENT: 'neutral' };

export function MovementTypeTag({ type }: { type: StockMovementType }) {
  const intl = useIntl();
  return <Tag className={`stock-tag stock-tag-${TYPE_TONE[type]}`}>{intl.formatMessage({ id: `stock.ui.movement.type.${type}` })}</Tag>;
}
