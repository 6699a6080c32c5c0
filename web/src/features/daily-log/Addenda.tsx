import { PlusOutlined } from '@ant-design/icons';
import { DAILY_LOG_LIMITS, dailyLogAddendumSchema } from '@chantiers/schema';
import { Alert, Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { OutboxChange } from '../../app/offline/outbox-store';
import type { DailyLogFieldsFragment } from '../../gql/graphql';
import { BoundField } from '../../shared/form/BoundField';
import { submitWith } from '../../shared/form/submission-errors';
import { zodValidate } from '../../shared/form/zod-validate';
import { say } from '../../shared/intl/current-intl';
import type { DayKey } from './day-values';
import { Section } from './fields';
import type { DayActions } from './useDayActions';

interface Props {
  dayKey: DayKey;
  addenda: DailyLogFieldsFragment['addenda'];
  /** Addenda written without a network, waiting on the phone. */
  kept: readonly OutboxChange[];
  canWrite: boolean;
  actions: DayActions;
}

/**
 * 'Additifs': a signed log is never changed; what it missed or got wrong is added under it, dated and signed by name.
 * The form is the whole log's key and the text; the api refuses an addendum to a log not signed.
 */
export function Addenda({ dayKey, addenda, kept, canWrite, actions }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const validate = zodValidate(dailyLogAddendumSchema);
  // A new empty form after each addendum: the text typed is gone once it is in the list.
  const [round, setRound] = useState(0);
  const when = (at: string | number) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Section id="addenda" title={t('dailyLog.addenda')}>
      {addenda.length || kept.length ? (
        <ol className="dailylog-addenda">
          {addenda.map((a) => (
            <li key={a.id}>
              <p className="dailylog-addendum-text">{a.text}</p>
              <p className="dailylog-addendum-by">{t('dailyLog.addendum.by', { name: a.authorName, when: when(a.createdAt) })}</p>
            </li>
          ))}
          {kept.map((c) => (
            <li key={c.key}>
              <p className="dailylog-addendum-text">{String((c.variables.input as { text?: string }).text ?? '')}</p>
              <p className="dailylog-addendum-by">
                <Tag color="blue">{t('dailyLog.kept.tag')}</Tag> {when(c.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="dailylog-empty">{t('dailyLog.addenda.none')}</p>
      )}
      {canWrite ? (
        <Form<{ text: string }>
          key={round}
          initialValues={{ text: '' }}
          validate={(values) => validate({ ...dayKey, ...values })}
          onSubmit={submitWith(async (values: { text: string }) => {
            await actions.addAddendum(values.text);
            setRound((r) => r + 1);
          })}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('dailyLog.addendum.add')} className="dailylog-addendum-form">
              <BoundField<string> name="text" label={t('dailyLog.addendum.text')} note={t('dailyLog.addendum.note')}>
                {({ onChange, onFocus: _focus, ...control }) => (
                  <Input.TextArea
                    {...control}
                    autoSize={{ minRows: 3, maxRows: 10 }}
                    maxLength={DAILY_LOG_LIMITS.addendum}
                    showCount
                    onChange={(e) => onChange(e.target.value)}
                  />
                )}
              </BoundField>
              {submitError ? <Alert type="error" showIcon role="alert" title={say(String(submitError), intl)} /> : null}
              <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={submitting}>
                {t('dailyLog.addendum.add')}
              </Button>
            </form>
          )}
        />
      ) : null}
    </Section>
  );
}
