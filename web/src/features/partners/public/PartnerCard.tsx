import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PartnerCardData } from './operations';
import { PartnerAvatar } from './PartnerAvatar';
import { usePlaceName } from './places';
import { serviceLabelId } from './service-types';

/** A published partner in the directory: logo, name (the link to its page), trades, places and summary. */
export function PartnerCard({ partner }: { partner: PartnerCardData }) {
  const intl = useIntl();
  const placeName = usePlaceName();
  const places = partner.cities.length ? partner.cities : partner.regions;
  const shownPlaces = places.slice(0, 4).map(placeName);
  const shownTypes = partner.serviceTypes.slice(0, 3);
  const moreTypes = partner.serviceTypes.length - shownTypes.length;
  return (
    <Card className="pp-card" hoverable>
      <div className="pp-card-head">
        <PartnerAvatar name={partner.name} logoUrl={partner.logoUrl} size={56} />
        <h2 className="pp-card-title">
          <Link className="pp-card-link" to={`/partenaires/${encodeURIComponent(partner.id)}`}>
            {partner.name}
          </Link>
        </h2>
      </div>
      {partner.serviceTypes.length ? (
        <ul className="pp-tags" aria-label={intl.formatMessage({ id: 'publicPartners.card.services' })}>
          {shownTypes.map((code) => (
            <li key={code}>
              <Tag color="blue">
                <FormattedMessage id={serviceLabelId(code)} />
              </Tag>
            </li>
          ))}
          {moreTypes > 0 ? (
            <li>
              <Tag>
                <FormattedMessage id="publicPartners.card.more" values={{ count: moreTypes }} />
              </Tag>
            </li>
          ) : null}
        </ul>
      ) : null}
      {places.length ? (
        <p className="pp-places">
          <EnvironmentOutlined aria-hidden="true" />
          <span>
            <span className="visually-hidden">
              <FormattedMessage id="publicPartners.card.zones" />
              {' : '}
            </span>
            {shownPlaces.join(', ')}
            {places.length > shownPlaces.length
              ? ` ${intl.formatMessage({ id: 'publicPartners.card.more' }, { count: places.length - shownPlaces.length })}`
              : ''}
          </span>
        </p>
      ) : null}
      {partner.summary ? <p className="pp-summary">{partner.summary}</p> : null}
    </Card>
  );
}

/** The directory's cards while the first answer comes. */
export function PartnerCardSkeletons() {
  const intl = useIntl();
  return (
    <ul className="pp-grid" aria-busy="true" aria-label={intl.formatMessage({ id: 'publicPartners.directory.loading' })}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Card className="pp-card">
            <Skeleton active avatar={{ shape: 'square', size: 56 }} title={{ width: '60%' }} paragraph={{ rows: 3 }} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
