import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ApiTokenFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';

/** An instant as this device's day and time: 'DD/MM/YYYY HH:mm'. */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What a token may do, as tags. */
export function Scopes({ token }: { token: ApiTokenFieldsFragment }) {
  const intl = useIntl();
  return token.scopes.map((s) => <Tag key={s}>{intl.formatMessage({ id: `apiTokens.ui.scope.${s}` })}</Tag>);
}

/** 'Révoquer' with its confirmation (a revoked token stops working at once). */
export function RevokeButton({
  token,
  onRevoke,
  large,
}: {
  token: ApiTokenFieldsFragment;
  onRevoke(t: ApiTokenFieldsFragment): void;
  large?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Popconfirm
      title={t('apiTokens.ui.revoke.confirm', { name: token.name })}
      description={<Typography.Text type="secondary">{t('apiTokens.ui.revoke.note')}</Typography.Text>}
      okText={t('apiTokens.ui.revoke')}
      okButtonProps={{ danger: true }}
      cancelText={t('apiTokens.ui.cancel')}
      onConfirm={() => onRevoke(token)}
    >
      <Button size={large ? 'large' : 'small'} danger aria-label={`${t('apiTokens.ui.revoke')} : ${token.name}`}>
        {t('apiTokens.ui.revoke')}
      </Button>
    </Popconfirm>
  );
}
