import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifySuccess } from '../../../shared/errors/notify';
import { useCan } from '../../../shared/session/useCan';
import { BooksAccountMappingDocument, SetBooksAccountDocument } from './books.generated';

type Row = { key: string; label: string; account: string; defaultAccount: string };

function AccountCell({ row, editable }: { row: Row; editable: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [value, setValue] = useState(row.account);
  const [save, { loading, error }] = useMutation(SetBooksAccountDocument, { context: { silent: true } });
  if (!editable) return <span>{row.account}</span>;
  const fieldError = error ? ((error as { errors?: { message: string }[] }).errors?.[0]?.message ?? error.message) : null;
  const onSave = async () => {
    const done = await save({ variables: { key: row.key, account: value.trim() } }).catch(() => null);
    if (done?.data) notifySuccess(t('books.mapping.saved', { label: row.label, account: value.trim() }));
  };
  return (
    <div className="books-account">
      <Input
        value={value}
        inputMode="numeric"
        maxLength={10}
        aria-label={`${t('books.mapping.col.account')} — ${row.label}`}
        status={fieldError ? 'error' : undefined}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void onSave()}
      />
      <Button onClick={() => void onSave()} loading={loading} disabled={value.trim() === row.account}>
        {t('books.mapping.save')}
      </Button>
      {fieldError ? <Typography.Text type="danger">{fieldError}</Typography.Text> : null}
    </div>
  );
}

/** The account of each use (clients, sales, TVA…): the CGNC's by default, the company's own numbers where it keeps others. */
export function MappingCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const editable = useCan('accounting.manage');
  const { data } = useQuery(BooksAccountMappingDocument);
  return (
    <Card title={t('books.mapping.title')} className="books-card">
      <Typography.Paragraph type="secondary">{t('books.mapping.hint')}</Typography.Paragraph>
      <List
        size="small"
        loading={!data}
        dataSource={data?.accountMapping ?? []}
        renderItem={(row) => (
          <List.Item>
            <div className="books-mapping-row">
              <div>
                <div>{row.label}</div>
                <Typography.Text type="secondary">
                  {t('books.mapping.col.default')} : {row.defaultAccount}
                </Typography.Text>
              </div>
              <AccountCell key={row.account} row={row} editable={editable} />
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
