import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** The api's codes of what a listing lacks, in the order it lists them. */
const KNOWN = ['logo', 'photos', 'description', 'ice', 'cities'] as const;

/** How complete the listing is, and what is missing as things to do, each leading to the form. */
export function CompletenessCard({ percent, missing }: { percent: number; missing: readonly string[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const todo = missing.filter((m): m is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(m));
  const title = t('partnerSpace.completeness.title');
  return (
    <Card className="ps-card" role="region" aria-label={title} title={<h2 className="ps-card-title">{title}</h2>}>
      <div className="ps-completeness">
        <Progress
          type="circle"
          size={88}
          percent={percent}
          status={percent >= 100 ? 'success' : 'normal'}
          aria-label={t('partnerSpace.completeness.label', { percent })}
        />
        <div className="ps-completeness-body">
          {todo.length ? (
            <>
              <Typography.Text type="secondary">{t('partnerSpace.completeness.hint')}</Typography.Text>
              <ul className="ps-checklist" aria-label={t('partnerSpace.completeness.todo')}>
                {todo.map((m) => (
                  <li key={m}>
                    <Link to="/profile-partenaire" className="ps-checklist-link">
                      <span className="ps-checklist-box" aria-hidden />
                      <span className="ps-checklist-text">{t(`partnerSpace.missing.${m}`)}</span>
                      <RightOutlined aria-hidden className="ps-checklist-arrow flip-in-rtl" />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="ps-complete">
              <CheckCircleFilled aria-hidden /> {t('partnerSpace.completeness.done')}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
