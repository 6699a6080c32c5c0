import { Avatar } from 'antd';
import { useIntl } from 'react-intl';

/** The first letters of the first two words ('BTP Atlas' -> 'BA'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_'’.]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** A partner's logo, or their initials on the theme's colours. */
export function PartnerAvatar({ name, logoUrl, size }: { name: string; logoUrl?: string | null; size: number }) {
  const intl = useIntl();
  if (logoUrl)
    return (
      <Avatar className="pp-avatar" shape="square" size={size} src={logoUrl} alt={intl.formatMessage({ id: 'publicPartners.logoOf' }, { name })} />
    );
  return (
    <Avatar className="pp-avatar" shape="square" size={size} aria-hidden="true" style={{ fontSize: Math.round(size / 2.6) }}>
      {initialsOf(name)}
    </Avatar>
  );
}
