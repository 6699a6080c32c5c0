import { Input } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { BoundField } from '../../../shared/form/BoundField';
import { MultiSelectField } from '../../../shared/form/MultiSelectField';
import { TextField } from '../../../shared/form/TextField';
import { RegionAndCity } from './RegionAndCity';
import { SERVICE_CODES, serviceLabelId } from './service-types';

/** PARTNER_LIMITS.descriptionMax: the counter's limit (the schema gives the message). */
const DESCRIPTION_MAX = 2000;

/**
 * A partner's phone. Apart from the listing's fields: /insription-partenaire asks it with the account, the partner
 * option of /inscription-sociale (whose account comes from the provider) before the listing.
 */
export function PartnerPhoneField() {
  const intl = useIntl();
  return (
    <TextField
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={intl.formatMessage({ id: 'publicPartners.field.phonePlaceholder' })}
      label={<FormattedMessage id="publicPartners.field.phone" />}
    />
  );
}

/**
 * The first version of a partner's listing (trades, region and city, ICE, description), with the same hints on both
 * pages that open one: /insription-partenaire and the partner option of /inscription-sociale. The values are checked
 * by the partners' schema (here or by the api).
 */
export function PartnerListingFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <MultiSelectField
        name="serviceTypes"
        label={<FormattedMessage id="publicPartners.field.serviceTypes" />}
        placeholder={t('publicPartners.field.serviceTypesPlaceholder')}
        note={<FormattedMessage id="publicPartners.field.serviceTypesNote" />}
        options={SERVICE_CODES.map((code) => ({ value: code, label: t(serviceLabelId(code)) }))}
      />
      <div className="form-grid">
        <RegionAndCity />
      </div>
      <TextField
        name="ice"
        inputMode="numeric"
        label={<FormattedMessage id="publicPartners.field.ice" />}
        note={<FormattedMessage id="publicPartners.field.iceNote" />}
      />
      <BoundField<string> name="description" label={<FormattedMessage id="publicPartners.field.description" />}>
        {({ value, onChange, onFocus: _focus, ...control }) => (
          <Input.TextArea
            {...control}
            value={value ?? ''}
            placeholder={t('publicPartners.field.descriptionPlaceholder')}
            rows={5}
            maxLength={DESCRIPTION_MAX}
            showCount
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </BoundField>
    </>
  );
}
