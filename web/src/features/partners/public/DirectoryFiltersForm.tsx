import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { foldedLabelFilter } from '../../../shared/form/folded-filter';
import { type DirectoryFilters, SEARCH_MAX } from './directory-filters';
import { CitySelect, usePlaceName, useRegions } from './places';
import { SERVICE_CODES, serviceLabelId } from './service-types';

interface Props {
  filters: DirectoryFilters;
  /** The search box's text, ahead of the address while the user types. */
  typed: string;
  onType(text: string): void;
  apply(next: Partial<DirectoryFilters>, replace?: boolean): void;
}

/** The directory's filters: words, trade, region, then a city of that region. */
export function DirectoryFiltersForm({ filters, typed, onType, apply }: Props) {
  const intl = useIntl();
  const placeName = usePlaceName();
  const { regions, loading: regionsLoading } = useRegions();
  const { q, type, region, city } = filters;
  return (
    <form
      className="pp-filters"
      role="search"
      aria-label={intl.formatMessage({ id: 'publicPartners.filters' })}
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim() !== q.trim()) apply({ q: typed }, true);
      }}
    >
      <div className="pp-filter pp-filter-search">
        <label className="pp-filter-label" htmlFor="pp-filter-q">
          <FormattedMessage id="publicPartners.filter.search" />
        </label>
        <Input
          id="pp-filter-q"
          type="search"
          size="large"
          allowClear
          maxLength={SEARCH_MAX}
          value={typed}
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={intl.formatMessage({ id: 'publicPartners.filter.searchPlaceholder' })}
          onChange={(e) => onType(e.target.value)}
        />
      </div>
      <div className="pp-filter">
        <label className="pp-filter-label" htmlFor="pp-filter-type">
          <FormattedMessage id="publicPartners.filter.type" />
        </label>
        <Select
          id="pp-filter-type"
          size="large"
          allowClear
          value={type ?? undefined}
          placeholder={intl.formatMessage({ id: 'publicPartners.filter.allTypes' })}
          options={SERVICE_CODES.map((code) => ({ value: code, label: intl.formatMessage({ id: serviceLabelId(code) }) }))}
          showSearch={{ filterOption: foldedLabelFilter }}
          onChange={(v?: string) => apply({ type: v ?? null })}
        />
      </div>
      <div className="pp-filter">
        <label className="pp-filter-label" htmlFor="pp-filter-region">
          <FormattedMessage id="publicPartners.filter.region" />
        </label>
        <Select
          id="pp-filter-region"
          size="large"
          allowClear
          loading={regionsLoading}
          value={region ?? undefined}
          placeholder={intl.formatMessage({ id: 'publicPartners.filter.allRegions' })}
          options={regions.map((r) => ({ value: r.code, label: placeName(r) }))}
          showSearch={{ filterOption: foldedLabelFilter }}
          onChange={(v?: string) => apply({ region: v ?? null, city: null })}
        />
      </div>
      <div className="pp-filter">
        <label className="pp-filter-label" htmlFor="pp-filter-city">
          <FormattedMessage id="publicPartners.filter.city" />
        </label>
        <CitySelect
          key={region ?? ''}
          id="pp-filter-city"
          size="large"
          allowClear
          region={region}
          value={city}
          placeholder={intl.formatMessage({ id: 'publicPartners.filter.allCities' })}
          regionFirst={intl.formatMessage({ id: 'publicPartners.filter.cityNeedsRegion' })}
          notFound={intl.formatMessage({ id: 'publicPartners.filter.noCity' })}
          onChange={(v) => apply({ city: v })}
        />
      </div>
    </form>
  );
}
