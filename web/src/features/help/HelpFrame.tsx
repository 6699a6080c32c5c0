import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle } from '../../app/routing/document-title';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import type { HelpMessageId } from './messages';
import { helpMessages } from './messages';
import { helpMessagesEn } from './messages.en';
import { PublicPartnersFrame } from '../partners/public/PublicPartnersFrame';
import './help.css';

/**
 * The document title in the current language. The app's public titles come from the sign-in screen's words, which
 * do not carry these screens' (they load with them): the page names itself once its words are here.
 */
function HelpTitle({ id }: { id: HelpMessageId }) {
  const intl = useIntl();
  useEffect(() => {
    document.title = documentTitle(intl.formatMessage({ id }));
  }, [intl, id]);
  return null;
}

/** A public help screen: its words (French and English, with the api's contact messages) in the public frame. */
export function HelpFrame({ titleId, children }: { titleId: HelpMessageId; children: ReactNode }) {
  return (
    <FeatureMessages fr={helpMessages} en={helpMessagesEn} ar={() => import('./messages.ar').then((m) => m.helpMessagesAr)}>
      <HelpTitle id={titleId} />
      {/* The public screens' frame (header with the directory, partner sign-up, FAQ, contact, sign-in; antd). */}
      <PublicPartnersFrame narrow>{children}</PublicPartnersFrame>
    </FeatureMessages>
  );
}
