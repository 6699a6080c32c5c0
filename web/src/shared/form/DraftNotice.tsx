import { Alert, Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { Draft } from './useFormDraft';

/** 'Modifications non enregistrées retrouvées' with Reprendre and Ignorer, above a form whose draft was kept. */
export function DraftNotice({ draft, onRestore, onDiscard }: { draft: Draft<unknown> | null; onRestore(): void; onDiscard(): void }) {
  const intl = useIntl();
  if (!draft) return null;
  const when = intl.formatDate(draft.savedAt, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="draft-notice"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: 'form.draft.found' }, { when })}
      // The buttons under the sentence: beside it, they squeeze it to a column on a phone.
      description={
        <Space wrap style={{ marginTop: 4 }}>
          <Button size="small" type="primary" onClick={onRestore}>
            {intl.formatMessage({ id: 'form.draft.restore' })}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {intl.formatMessage({ id: 'form.draft.discard' })}
          </Button>
        </Space>
      }
    />
  );
}
