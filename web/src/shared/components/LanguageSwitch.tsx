import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../intl/languages';
import { useLocale } from '../intl/locale-context';
import { PlainButton } from '../plain/PlainButton';
import { PlainIcon } from '../plain/PlainIcon';

/** Français / English / العربية on the public screens (plain buttons in antd's small style: no antd on those screens). */
export function LanguageSwitch() {
  const { locale, changeLocale } = useLocale();
  const intl = useIntl();
  return (
    <span className="language-switch" role="group" aria-label={intl.formatMessage({ id: 'auth.language' })}>
      <PlainIcon icon={GlobalOutlined} />
      {LANGUAGES.map((l) => (
        <PlainButton
          key={l.value}
          size="small"
          variant={locale === l.value ? 'primary' : 'text'}
          aria-pressed={locale === l.value}
          onClick={() => changeLocale(l.value)}
          lang={l.value}
        >
          {l.label}
        </PlainButton>
      ))}
    </span>
  );
}
