import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { StockLevel, StockMovementType } from '../../gql/graphql';
import './stock.css';

/** 'Alerte' red, 'Avertissement' orange, 'Normal' green: stock.css holds shades that keep 4.5:1 in both modes. */
export function LevelTag({ level }: { level: StockLevel }) {
  const intl = useIntl();
  return <Tag className={`stock-tag stock-tag-${level.toLowerCase()}`}>{intl.formatMessage({ id: `stock.ui.level.${level}` })}</Tag>;
}

/** A product's name after the swatch of its background colour (named for screen readers). */
export function ProductLabel({ product }: { product: { label: string; backgroundColor?: string | null } }) {
  const intl = useIntl();
  return (
    <span className="stock-label">
      {product.backgroundColor ? (
        <span
          className="stock-swatch"
          role="img"
          aria-label={intl.formatMessage({ id: 'stock.ui.colour' }, { colour: product.backgroundColor })}
          style={{ background: product.backgroundColor }}
        />
      ) : null}
      {product.label}
    </span>
  );
}

const TYPE_TONE: Record<StockMovementType, string> = { ENTREE: 'normal', SORTIE: 'alerte', AJUSTEMENT: 'neutral' };

export function MovementTypeTag({ type }: { type: StockMovementType }) {
  const intl = useIntl();
  return <Tag className={`stock-tag stock-tag-${TYPE_TONE[type]}`}>{intl.formatMessage({ id: `stock.ui.movement.type.${type}` })}</Tag>;
}
