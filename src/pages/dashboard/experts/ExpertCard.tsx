// One Find experts result as a card: who (photo or initials, name, Verified, title), the facts a client chooses
// by (city, languages, experience, practice areas), then the price and the next free slot beside the two next
// steps, View profile and Book (and Consult now while the lawyer is available now, #58). No rating and no rank:
// the order is the search's own (BCI rules).
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import SafetyCertificateFilled from '@ant-design/icons/SafetyCertificateFilled';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import type { ExpertSummary } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { T, useT } from '@/i18n';
import { Panel } from '@/components/Panel';
import { useNameInScript } from '@/components/useNameInScript';
import { ExpertAvatar } from './ExpertAvatar';
import { nextSlotText } from './nextSlot';
import { PremiumMemberTag } from './PremiumMemberTag';
import { lawyerTitle } from './termWords';

/** Practice areas shown as tags before '+N more' (the profile lists them all). */
export const shownAreas = 3;
/** Photo size in px (antd's Avatar takes a number): large enough to recognise a face. */
const photoSize = 56;

export const profilePath = (id: string) => `/dashboard/lawyer-profile/${encodeURIComponent(id)}`;

export function ExpertCard({
  expert,
  now,
  canBook,
  onBook,
  onConsult,
}: {
  expert: ExpertSummary;
  now: Date;
  /** False on the lawyer's own card: nobody books themselves. */
  canBook: boolean;
  onBook: (expert: ExpertSummary) => void;
  onConsult?: (expert: ExpertSummary) => void;
}) {
  const navigate = useNavigate();
  const t = useT();
  const nameOf = useNameInScript();
  const path = profilePath(expert._id);
  const nameId = `expert-${expert._id}-name`;
  const extraAreas = expert.practiceAreas.length - shownAreas;
  return (
    <Panel
      className={expert.premium ? 'expert-card expert-card-premium' : 'expert-card'}
      aria-labelledby={nameId}
      as="article"
    >
      <div className="expert-card-body">
        <Link className="expert-card-who" to={path}>
          <ExpertAvatar name={expert.name} image={expert.image} size={photoSize} />
          <span className="expert-card-identity">
            <span className="expert-card-name" id={nameId}>
              {nameOf(expert)}
            </span>
            <span className="expert-card-title">{lawyerTitle(expert.type, t)}</span>
          </span>
        </Link>
        <div className="expert-card-badges">
          {expert.verified && (
            <Tag color="success" icon={<SafetyCertificateFilled />}>
              {t('Verified')}
            </Tag>
          )}
          {expert.premium && <PremiumMemberTag />}
          {expert.availableNow && (
            <Tag color="processing" className="instant-now-tag">
              {t('Available now')}
            </Tag>
          )}
        </div>
        <ul className="expert-card-facts">
          {expert.city && (
            <li>
              <EnvironmentOutlined aria-hidden />
              <span className="visually-hidden">{t('City:')} </span>
              {t(expert.city)}
            </li>
          )}
          {expert.languages.length > 0 && (
            <li>
              <TranslationOutlined aria-hidden />
              <span className="visually-hidden">{t('Languages:')} </span>
              {expert.languages.map((language) => t(language)).join(', ')}
            </li>
          )}
          {expert.yearsExperience > 0 && (
            <li>
              <SolutionOutlined aria-hidden />
              {t('{years, plural, one {# year experience} other {# years experience}}', {
                years: expert.yearsExperience,
              })}
            </li>
          )}
        </ul>
        {expert.practiceAreas.length > 0 && (
          <ul className="expert-card-areas" aria-label={t('Practice areas')}>
            {expert.practiceAreas.slice(0, shownAreas).map((area) => (
              <li key={area}>
                <Tag>{t(area)}</Tag>
              </li>
            ))}
            {extraAreas > 0 && (
              <li>
                <Tag>{t('+{count} more', { count: extraAreas })}</Tag>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="expert-card-footer">
        <dl className="expert-card-terms">
          <div>
            <dt>{t('Fee')}</dt>
            <dd>
              <T
                id="<0>{rate}</0> per minute"
                values={{ rate: formatRupees(expert.ratePaise) }}
                components={{ 0: <strong /> }}
              />
            </dd>
          </div>
          <div>
            <dt>{t('Next available')}</dt>
            <dd>
              {expert.nextSlot ? (
                <strong>
                  <CalendarOutlined aria-hidden /> {nextSlotText(expert.nextSlot, now)}
                </strong>
              ) : (
                <span className="muted">{t('No free slot in the next 7 days')}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="expert-card-actions">
          <Button
            href={path}
            onClick={(event) => {
              event.preventDefault();
              navigate(path);
            }}
          >
            {t('View profile')}
          </Button>
          {canBook && (
            <Button
              type={expert.availableNow && onConsult ? 'default' : 'primary'}
              onClick={() => onBook(expert)}
            >
              {t('Book')}
            </Button>
          )}
          {canBook && expert.availableNow && onConsult && (
            <Button type="primary" icon={<PhoneOutlined aria-hidden />} onClick={() => onConsult(expert)}>
              {t('Consult now')}
            </Button>
          )}
        </div>
      </div>
    </Panel>
  );
}

/** The shape of a card while the search runs. */
export function ExpertCardSkeleton() {
  return (
    <Panel className="expert-card" aria-hidden>
      <Skeleton active avatar={{ size: photoSize }} paragraph={{ rows: 3 }} />
    </Panel>
  );
}
