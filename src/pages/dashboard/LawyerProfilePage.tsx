// Lawyer profile (spec section 2): a header card (photo or initials, Verified, title, city, languages, the
// figures: rate, followers, clients, ratings) with the action group Book consultation / Message / Follow; the
// next 7 days of free slots, one click from the booking form; about, practice areas and the enrolment block.
// Follow/Following calls the API; Message opens a new request mentioning the lawyer. Every figure is
// computed by the API from real data (follows, completed consultations, visible reviews); the Reviews section
// lists the reviews (BCI Rule 36: shown here, never used to order search or featured lists).
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import type { ExpertProfile } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Descriptions, Rate, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useNameInScript } from '@/components/useNameInScript';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { avatarSize } from '@/theme/palette';
import { lazyPart } from '@/components/lazyPart';
import ReviewsSection from './reviews/ReviewsSection';
import { ExpertAvatar } from './experts/ExpertAvatar';
import { PremiumMemberTag } from './experts/PremiumMemberTag';
import { WeekSlots } from './experts/WeekSlots';
import { lawyerTitle } from './experts/termWords';

/** The booking dialog, fetched when the screen first renders rather than with it. */
const BookingModal = lazyPart(async () => (await import('./bookings/BookingModal')).BookingModal);
/** Consult now's call dialog (#58), fetched when a client first presses it. */
const ConsultNowDialog = lazyPart(
  async () =>
    (
      await Promise.all([
        import('./instant/ConsultNowDialog'),
        import('@/stores/instantStoreLoader').then((m) => m.loadInstantStore()),
      ])
    )[0].ConsultNowDialog,
);

function LawyerProfilePage() {
  const { auth, experts } = useStores();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  /** The booking form: closed, or open (with a slot chosen from the week, if one was). */
  const [booking, setBooking] = useState<false | { suggested?: { date: string; slot: string } }>(false);
  const [calling, setCalling] = useState(false);
  const reviews = useMemo(() => experts.reviewsOf(id), [experts, id]);

  useEffect(() => {
    void reviews.load(1);
  }, [reviews]);

  useEffect(() => {
    void experts.openProfile(id);
  }, [experts, id]);

  async function toggleFollow() {
    try {
      await experts.toggleFollow();
    } catch {
      toast.error(t('Could not update follow. Please try again.'));
    }
  }

  return (
    <Page heading={t('Lawyer profile')} description={t('Rates, clients and ratings of this expert.')}>
      <Loaded
        resource={experts.profile}
        rows={4}
        isEmpty={(lawyer) => lawyer === null}
        empty={<p role="alert">{t('Lawyer not found')}</p>}
      >
        {(lawyer) =>
          lawyer && (
            <LawyerProfile
              lawyer={lawyer}
              own={auth.user?.id === lawyer._id}
              busy={experts.following}
              onFollow={() => void toggleFollow()}
              onMessage={() => navigate(`/dashboard/create-request?expert=${encodeURIComponent(lawyer._id)}`)}
              onBook={(suggested) => setBooking({ suggested })}
              onConsult={lawyer.availableNow ? () => setCalling(true) : undefined}
              onEdit={() => navigate('/dashboard/practice-profile')}
            >
              <ReviewsSection store={reviews} ownProfile={auth.user?.id === lawyer._id} />
              {calling && <ConsultNowDialog lawyer={lawyer} onClose={() => setCalling(false)} />}
              <BookingModal
                open={booking !== false}
                lawyer={lawyer}
                suggested={booking ? booking.suggested : undefined}
                onClose={() => setBooking(false)}
                onBooked={() => {
                  setBooking(false);
                  navigate('/dashboard/schedules');
                }}
              />
            </LawyerProfile>
          )
        }
      </Loaded>
    </Page>
  );
}

export default observer(LawyerProfilePage);

function LawyerProfile({
  lawyer,
  own,
  busy,
  onFollow,
  onMessage,
  onBook,
  onConsult,
  onEdit,
  children,
}: {
  lawyer: ExpertProfile;
  own: boolean;
  busy: boolean;
  onFollow: () => void;
  onMessage: () => void;
  onBook: (suggested?: { date: string; slot: string }) => void;
  /** Consult now, while the lawyer is available now (#58). */
  onConsult?: () => void;
  /** The lawyer's own profile: where it is edited. */
  onEdit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  // In the reader's script when the lawyer gave their name in it.
  const name = useNameInScript()(lawyer);
  return (
    <article
      className={lawyer.premium ? 'lawyer-profile lawyer-profile-premium' : 'lawyer-profile'}
      aria-label={name}
    >
      <Panel className="lawyer-profile-card">
        <header className="lawyer-profile-header">
          <ExpertAvatar name={lawyer.name} image={lawyer.image} size={avatarSize.lg} />
          <div className="lawyer-profile-identity">
            <h2 className="lawyer-profile-name">
              <span translate="no">{name}</span>{' '}
              {lawyer.verified && (
                <Tag color="green" aria-label={t('Verified')}>
                  {t('Verified')}
                </Tag>
              )}
              {lawyer.premium && <PremiumMemberTag />}
              {onConsult && <Tag color="processing">{t('Available now')}</Tag>}
            </h2>
            <p className="lawyer-profile-title">{lawyerTitle(lawyer.profession, t)}</p>
            <p className="lawyer-profile-facts">
              <span>
                {t(lawyer.city)}, <span translate="no">{lawyer.state}</span>
              </span>
              <span>{lawyer.languages.map((language) => t(language)).join(', ')}</span>
              {/* Shown only when the lawyer chose to (Security & privacy), or on their own profile. */}
              {lawyer.email && <span>{lawyer.email}</span>}
            </p>
          </div>
          {/* The action group: booking first, then talking, then following. */}
          <div className="lawyer-profile-actions" role="group" aria-label={t('Actions')}>
            {own ? (
              // Booking, messaging or following oneself makes no sense: the lawyer edits the profile instead.
              <Button onClick={onEdit}>{t('Edit profile')}</Button>
            ) : (
              <>
                {onConsult && (
                  <Button
                    type="primary"
                    size="large"
                    icon={<PhoneOutlined aria-hidden />}
                    onClick={onConsult}
                  >
                    {t('Consult now')}
                  </Button>
                )}
                <Button type={onConsult ? 'default' : 'primary'} size="large" onClick={() => onBook()}>
                  {t('Book consultation')}
                </Button>
                <Button onClick={onMessage}>{t('Message')}</Button>
                <Button loading={busy} aria-pressed={lawyer.followedByMe} onClick={onFollow}>
                  {lawyer.followedByMe ? t('Following') : t('Follow')}
                </Button>
              </>
            )}
          </div>
        </header>
        <dl className="lawyer-profile-stats">
          <div>
            <dt>{t('Rate')}</dt>
            <dd>{t('{rate} per minute', { rate: formatRupees(lawyer.ratePaise) })}</dd>
          </div>
          <div>
            <dt>{t('Followers')}</dt>
            <dd data-testid="followers">{lawyer.followers}</dd>
          </div>
          <div>
            <dt>{t('Clients')}</dt>
            <dd>{lawyer.clients}</dd>
          </div>
          <div>
            <dt>{t('Positive ratings')}</dt>
            <dd data-testid="positive-ratings">
              {lawyer.positiveRatings === null ? '—' : `${lawyer.positiveRatings}%`}
            </dd>
          </div>
        </dl>
        <div className="lawyer-profile-rating" aria-label={t('Rating')}>
          {lawyer.averageStars === null ? (
            <span>{t('No reviews yet')}</span>
          ) : (
            <>
              <Rate
                disabled
                allowHalf
                value={Math.round(lawyer.averageStars * 2) / 2}
                aria-label={t('{stars} out of 5 stars', { stars: lawyer.averageStars })}
              />
              <strong data-testid="average-stars">{lawyer.averageStars.toFixed(1)}</strong>
              <span className="lawyer-profile-rating-counts">
                {lawyer.recommendPercent === null
                  ? t('{count, plural, one {# review} other {# reviews}}', { count: lawyer.reviewCount })
                  : t(
                      '{count, plural, one {# review · {percent}% recommend} other {# reviews · {percent}% recommend}}',
                      {
                        count: lawyer.reviewCount,
                        percent: lawyer.recommendPercent,
                      },
                    )}
              </span>
            </>
          )}
        </div>
      </Panel>
      {!own && (
        <Panel title={t('Free slots in the next 7 days')} size="small" className="lawyer-profile-section">
          <WeekSlots lawyerId={lawyer._id} onPick={(choice) => onBook(choice)} />
        </Panel>
      )}
      <div className="lawyer-profile-columns">
        {/* People's own words carry translate="no": not ours to translate, and browser translators skip them. */}
        <Panel title={t('About')} size="small" className="lawyer-profile-section">
          <p className="lawyer-profile-about" translate="no">
            {lawyer.description}
          </p>
        </Panel>
        <Panel title={t('Practice areas')} size="small" className="lawyer-profile-section">
          <ul className="lawyer-profile-areas" aria-label={t('Practice areas')}>
            {lawyer.practiceAreas.map((area) => (
              <li key={area}>
                <Tag>{t(area)}</Tag>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('Enrolment')} size="small" className="lawyer-profile-section">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'number', label: t('Enrolment number'), children: lawyer.enrolmentNumber },
              {
                key: 'council',
                label: t('Bar council'),
                children: <span translate="no">{lawyer.barCouncil}</span>,
              },
              { key: 'year', label: t('Enrolment year'), children: lawyer.enrolmentYear },
              {
                key: 'experience',
                label: t('Experience'),
                children: t('{count, plural, one {# year} other {# years}}', {
                  count: lawyer.yearsExperience,
                }),
              },
            ]}
          />
        </Panel>
      </div>
      {children}
    </article>
  );
}
