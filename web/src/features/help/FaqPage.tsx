import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { fold } from '../../shared/form/folded-filter';
import { answerId, FAQ, groupId, questionId } from './faq-content';
import { HelpFrame } from './HelpFrame';

/** `/faq` (SPEC §1): what this product does and how, grouped, with a search over questions and answers. */
export default function FaqPage() {
  return (
    <HelpFrame titleId="help.faq.title">
      <Faq />
    </HelpFrame>
  );
}

function Faq() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const typed = useDeferredValue(search.trim());
  // Questions and answers in the reader's language, folded once: accents and case aside ('tva' finds 'TVA', 'fevrier' 'février').
  const entries = useMemo(
    () =>
      FAQ.map(({ group, items }) => ({
        group,
        items: items.map((item) => {
          const question = intl.formatMessage({ id: questionId(group, item) });
          const answer = intl.formatMessage({ id: answerId(group, item) });
          return { key: `${group}.${item}`, question, answer, folded: fold(`${question} ${answer}`) };
        }),
      })),
    [intl],
  );
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const shown = entries
    .map((g) => ({ ...g, items: g.items.filter((i) => words.every((w) => i.folded.includes(w))) }))
    .filter((g) => g.items.length > 0);
  const count = shown.reduce((n, g) => n + g.items.length, 0);

  return (
    <>
      <h1 className="help-title">
        <FormattedMessage id="help.faq.title" />
      </h1>
      <p className="help-subtitle">
        <FormattedMessage id="help.faq.subtitle" />
      </p>
      <Input
        className="help-faq-search"
        size="large"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={intl.formatMessage({ id: 'help.faq.searchPlaceholder' })}
        aria-label={intl.formatMessage({ id: 'help.faq.search' })}
        type="search"
      />
      <p className="help-faq-count" role="status">
        {count === 0 && typed ? (
          <FormattedMessage id="help.faq.empty" values={{ search: typed }} />
        ) : (
          <FormattedMessage id="help.faq.count" values={{ count }} />
        )}
      </p>
      {shown.map((g) => (
        <section key={g.group} aria-labelledby={`faq-${g.group}`}>
          <h2 className="help-faq-group" id={`faq-${g.group}`}>
            <FormattedMessage id={groupId(g.group)} />
          </h2>
          {/*
            Native disclosure widgets: keyboard and screen readers for free, and antd's Collapse would land in the
            chunk every private screen loads (antd's button style imports it through its colour presets).
            A search opens what it found; a new search, a new set of open answers.
          */}
          <div className="help-faq-list" key={typed ? `found:${typed}` : 'all'}>
            {g.items.map((i) => (
              <details key={i.key} className="help-faq-item" open={Boolean(typed)}>
                <summary className="help-faq-question">{i.question}</summary>
                <p className="help-faq-answer">
                  {i.answer}
                  {g.group === 'contact' ? (
                    <>
                      {' '}
                      <Link to="/contact">
                        <FormattedMessage id="help.faq.contact" />
                      </Link>
                    </>
                  ) : null}
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="help-faq-more">
        <FormattedMessage id="help.faq.more" />{' '}
        <Link to="/contact">
          <FormattedMessage id="help.faq.contact" />
        </Link>
      </p>
    </>
  );
}
