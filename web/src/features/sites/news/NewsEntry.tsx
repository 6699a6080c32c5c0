import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SiteNewsFieldsFragment } from '../../../gql/graphql';
import { describeEntry } from './news-entry';

export const TYPE_COLOURS: Record<string, string> = { ADD: 'green', MODIFICATION: 'blue', DELETION: 'red', EVENT: 'purple', ANNOUNCEMENT: 'gold' };

/** One line of the feed: the kind of change as a badge, then the record (a link while it exists) and what changed. */
export function NewsEntry({ entry, siteId }: { entry: SiteNewsFieldsFragment; siteId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = describeEntry(intl, entry, siteId);
  // The site's own entries are about this very page's site: its name adds nothing.
  const record = entry.entityKind !== 'Site' || entry.type !== 'MODIFICATION';
  const name = text.label ? `« ${text.label} »` : null;
  return (
    <div className="news-entry">
      <div className="news-entry-head">
        <Tag color={TYPE_COLOURS[entry.type]} className="site-status">
          {t(`news.type.${entry.type}`)}
        </Tag>
        <time dateTime={entry.createdAt}>{intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {entry.authorName ? <span>{t('news.by', { author: entry.authorName })}</span> : null}
      </div>
      {entry.type === 'ANNOUNCEMENT' ? (
        // Sanitised by the api (sanitize-html) before it was stored.
        <div className="news-announcement" dangerouslySetInnerHTML={{ __html: entry.content ?? '' }} />
      ) : (
        <p className="news-text">
          {record && text.kind ? <span className="news-kind">{text.kind}</span> : null}
          {record && name ? <> {text.link ? <Link to={text.link}>{name}</Link> : <span>{name}</span>}</> : null}
          {text.quantity ? <span className="news-quantity"> {text.quantity}</span> : null}
          {text.summary ? <span className="news-change"> — {text.summary}</span> : null}
          {text.change ? (
            <span className="news-change">
              {record ? ' — ' : ''}
              {t('news.change', text.change)}
            </span>
          ) : null}
          {text.file ? (
            <span className="news-change">
              {record ? ' — ' : ''}
              {text.file.field} : {text.file.what}
            </span>
          ) : null}
          {!text.kind && !text.change && !text.file && entry.content ? entry.content : null}
        </p>
      )}
    </div>
  );
}
