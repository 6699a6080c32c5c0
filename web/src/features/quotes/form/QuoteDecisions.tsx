import { useApolloClient } from '@apollo/client/react';
import { Button, Space, Tooltip } from 'antd';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { type QuoteCommand, type QuoteRef, useQuoteCommands } from '../QuoteActions';

/** The decisions shown as buttons on the quote's own page; the rest stays in the list's menu. */
const ON_PAGE: QuoteCommand[] = ['accept', 'refuse', 'site', 'link', 'duplicate'];

/**
 * On the quote's own page, what its state allows: Accepter / Refuser a pending quote, Créer le chantier / Lier à un
 * chantier for an accepted one without a site, Dupliquer. A decision is on the saved quote: while the form holds
 * unsaved changes, the buttons wait for 'Enregistrer' (and say so) rather than decide on a quote the user has not
 * finished.
 */
export function QuoteDecisions({ quote }: { quote: QuoteRef }) {
  const intl = useIntl();
  const client = useApolloClient();
  const form = useFormState({ subscription: { dirty: true, dirtySinceLastSubmit: true, submitSucceeded: true } });
  // After a save the form keeps its first values: what is unsaved is what changed since that save.
  const dirty = Boolean(form.dirty && (!form.submitSucceeded || form.dirtySinceLastSubmit));
  const commands = useQuoteCommands(quote, () => void client.refetchQueries({ include: ['QuoteDetail'] }));
  const shown = commands.available.filter((c) => ON_PAGE.includes(c));
  const waiting = intl.formatMessage({ id: 'quotes.form.saveFirst' });
  return (
    <Space wrap>
      {shown.map((key) => {
        const button = (
          <Button
            key={key}
            icon={commands.icon(key)}
            danger={key === 'refuse'}
            type={key === 'accept' || key === 'site' ? 'primary' : 'default'}
            disabled={dirty && key !== 'duplicate'}
            onClick={() => commands.run(key)}
          >
            {commands.label(key)}
          </Button>
        );
        return dirty && key !== 'duplicate' ? (
          <Tooltip key={key} title={waiting}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
      {commands.dialogs}
    </Space>
  );
}
