import { Select } from 'antd';
import { useField, useForm } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { foldedLabelFilter } from '../../../shared/form/folded-filter';
import { BoundField } from '../../../shared/form/BoundField';
import { CitySelect, usePlaceName, useRegions } from './places';

/** The region, then a city of that region: choosing another region empties the city. */
export function RegionAndCity() {
  const intl = useIntl();
  const form = useForm<{ region?: string | null; city?: string | null }>();
  const placeName = usePlaceName();
  const { regions, loading } = useRegions();
  const region = useField<string>('region', { subscription: { value: true } }).input.value || null;
  return (
    <>
      <BoundField<string | null> name="region" label={<FormattedMessage id="publicPartners.field.region" />}>
        {({ value, onChange, onFocus: _focus, ...control }) => (
          <Select
            {...control}
            size="large"
            value={value || undefined}
            loading={loading}
            options={regions.map((r) => ({ value: r.code, label: placeName(r) }))}
            placeholder={intl.formatMessage({ id: 'publicPartners.field.regionPlaceholder' })}
            showSearch={{ filterOption: foldedLabelFilter }}
            onChange={(v: string) => {
              if (v !== value) form.change('city', undefined);
              onChange(v);
            }}
          />
        )}
      </BoundField>
      <BoundField<string | null> name="city" label={<FormattedMessage id="publicPartners.field.city" />}>
        {({ value, onChange, onFocus: _focus, ...control }) => (
          <CitySelect
            {...control}
            key={region ?? ''}
            size="large"
            region={region}
            value={value || null}
            onChange={(v) => onChange(v)}
            placeholder={intl.formatMessage({ id: 'publicPartners.field.cityPlaceholder' })}
            regionFirst={intl.formatMessage({ id: 'publicPartners.filter.cityNeedsRegion' })}
            notFound={intl.formatMessage({ id: 'publicPartners.filter.noCity' })}
          />
        )}
      </BoundField>
    </>
  );
}
