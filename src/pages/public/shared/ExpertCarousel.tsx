// Verified lawyers from the API (GET /api/featured-experts): 4 per page, 1 below 768 px (PagedCarousel),
// wrapping with dot indicators. Shows only what Bar Council Rule 36 lets a public page show.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { translate, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { PagedCarousel } from './PagedCarousel';
import { initialsOf } from '@/layouts/dashboard/initials';

export const EXPERTS_PER_PAGE = 4;

export const ExpertCarousel = observer(function ExpertCarousel({ label }: { label: string }) {
  const { publicSite } = useStores();
  const t = useT();
  useEffect(() => {
    void publicSite.loadExperts();
  }, [publicSite]);

  const { state, data: experts } = publicSite.experts;
  if (state === 'failed')
    return (
      <p role="alert">
        {t('Could not load our experts.')}{' '}
        <button type="button" className="link-button" onClick={() => void publicSite.loadExperts()}>
          {t('Try again')}
        </button>
      </p>
    );
  if (state !== 'ready' || !experts) return <p aria-busy="true">{t('Loading experts…')}</p>;
  if (experts.length === 0) return <p>{t('Our first verified experts are joining soon.')}</p>;
  return (
    <PagedCarousel
      label={label}
      items={experts}
      perPage={EXPERTS_PER_PAGE}
      keyOf={(expert) => expert._id}
      render={(expert) => (
        <article className="card expert-card" data-testid="expert-card">
          {expert.image ? (
            <img
              src={expert.image}
              alt={t('Photo of {name}', { name: expert.name })}
              width={72}
              height={72}
              className="avatar"
            />
          ) : (
            <span className="avatar" aria-hidden="true">
              {initialsOf(expert.name)}
            </span>
          )}
          <h3>{expert.name}</h3>
          <p>{expert.title}</p>
          <p className="muted">
            {expert.city}, {expert.state}
          </p>
          <p className="muted">
            {t('{barCouncil}, enrolled {year}', {
              barCouncil: expert.barCouncil,
              year: expert.enrolmentYear,
            })}{' '}
            · {experienceText(expert.enrolmentYear)}
          </p>
          <p className="muted">{expert.practiceAreas.map((area) => t(area)).join(', ')}</p>
        </article>
      )}
    />
  );
});

/** The spec's experience text ('5 years+'), counted from the Bar Council enrolment year. */
export function experienceText(enrolmentYear: number, now = new Date()): string {
  const years = Math.max(1, now.getFullYear() - enrolmentYear);
  return translate('{years, plural, one {# year+} other {# years+}}', { years });
}
