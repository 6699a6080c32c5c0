import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useLocale } from '../../app/locale';

const LANGUAGES = [
  { value: 'fr', label: 'Français' },
  { value: 'en', label: 'English' },
] as const;

export function LanguageSwitch() {
  const { locale, changeLocale } = useLocale();
  const intl = useIntl();
  return (
    <span className="language-switch" role="group" aria-label={intl.formatMessage({ id: 'auth.language' })}>
      <GlobalOutlined aria-hidden />
      {LANGUAGES.map((l) => (
        <Button key={l.value} size="small" type={locale === l.value ? 'primary' : 'text'} aria-pressed={locale === l.value} onClick={() => changeLocale(l.value)} lang={l.value}>
          {l.label}
        </Button>
      ))}
    </span>
  );
}
