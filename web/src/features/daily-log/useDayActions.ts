import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { DailyLogFieldsFragment } from '../../gql/graphql';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format';
import { say } from '../../shared/intl/current-intl';
import { AddDailyLogAddendumDocument, DailyLogDayDocument, SaveDailyLogDocument, SignDailyLogDocument } from './daily-log.generated';
import { keepOrSend, saveDay } from './day-outbox';
import { type DayKey, type DayValues, toInput } from './day-values';

/** Whether the change reached the server, or waits on the phone. */
export type Outcome = 'sent' | 'kept';

/**
 * What the day's page does to its log: save, sign, add an addendum. Each is sent, or kept on the phone without a
 * network (day-outbox.ts); the server's answer becomes the day's log at once (the page shows it), and the user is
 * told either way.
 */
export function useDayActions(key: DayKey) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { day: formatDay(key.day) });
  // A first save makes the log (the draft had no id): the day's query is pointed at it.
  const shown = (cache: ApolloCache, log: DailyLogFieldsFragment | undefined) => {
    if (log) cache.writeQuery({ query: DailyLogDayDocument, variables: key, data: { dailyLog: log } });
  };
  const [save] = useMutation(SaveDailyLogDocument, { update: (cache, { data }) => shown(cache, data?.saveDailyLog) });
  const [sign] = useMutation(SignDailyLogDocument, { update: (cache, { data }) => shown(cache, data?.signDailyLog) });
  const [addAddendum] = useMutation(AddDailyLogAddendumDocument, { update: (cache, { data }) => shown(cache, data?.addDailyLogAddendum) });
  const told = (sent: { kept: boolean }, doneId: string): Outcome => {
    if (sent.kept) notifyInfo(say('outbox.kept'));
    else notifySuccess(t(doneId));
    return sent.kept ? 'kept' : 'sent';
  };

  return {
    async save(values: DayValues): Promise<Outcome> {
      const sent = await saveDay((context, variables) => save({ variables, context }), toInput(values, key), t('dailyLog.kept.save'));
      return told(sent, 'dailyLog.saved');
    },
    /** The modal shows the server's refusal itself: no toast of the client's. */
    async sign(signature: string): Promise<Outcome> {
      const variables = { input: { ...key, signature } };
      const change = { document: SignDailyLogDocument, variables, label: t('dailyLog.kept.sign') };
      const sent = await keepOrSend((context, v) => sign({ variables: v, context: { ...context, silent: true } }), change, key);
      return told(sent, 'dailyLog.signed.done');
    },
    async addAddendum(text: string): Promise<Outcome> {
      const variables = { input: { ...key, text } };
      const change = { document: AddDailyLogAddendumDocument, variables, label: t('dailyLog.kept.addendum') };
      const sent = await keepOrSend((context, v) => addAddendum({ variables: v, context: { ...context, silent: true } }), change, key);
      return told(sent, 'dailyLog.addendum.added');
    },
  };
}

export type DayActions = ReturnType<typeof useDayActions>;
