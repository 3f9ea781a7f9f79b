// Lawyer profile (spec section 2): a header card (photo or initials, Verified, title, city, languages, the
// figures: rate, followers, clients, ratings) with the action group Book consultation / Message / Follow; the
// next 7 days of free slots, one click from the booking form; about, practice areas and the enrolment block.
// Follow/Following calls the API; Message opens a new request mentioning the lawyer. Every figure is
// computed by the API from real data (follows, completed consultations, visible reviews); the Reviews section
// lists the reviews (BCI Rule 36: shown here, never used to order search or featured lists).
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
import { useStores } from '@/stores/context';
import { avatarSize } from '@/theme/palette';
import { lazyPart } from '@/components/lazyPart';
import ReviewsSection from './reviews/ReviewsSection';
import { ExpertAvatar } from './experts/ExpertAvatar';
import { PremiumMemberTag } from './experts/PremiumMemberTag';
import { WeekSlots } from './experts/WeekSlots';

/** The booking dialog, fetched when the screen first renders rather than with it. */
const BookingModal = lazyPart(async () => (await import('./bookings/BookingModal')).BookingModal);

function LawyerProfilePage() {
  const { auth, experts } = useStores();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  /** The booking form: closed, or open (with a slot chosen from the week, if one was). */
  const [booking, setBooking] = useState<false | { suggested?: { date: string; slot: string } }>(false);
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
      toast.error('Could not update follow. Please try again.');
    }
  }

  return (
    <Page heading="Lawyer profile" description="Rates, clients and ratings of this expert.">
      <Loaded
        resource={experts.profile}
        rows={4}
        isEmpty={(lawyer) => lawyer === null}
        empty={<p role="alert">Lawyer not found</p>}
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
              onEdit={() => navigate('/dashboard/practice-profile')}
            >
              <ReviewsSection store={reviews} ownProfile={auth.user?.id === lawyer._id} />
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
  onEdit,
  children,
}: {
  lawyer: ExpertProfile;
  own: boolean;
  busy: boolean;
  onFollow: () => void;
  onMessage: () => void;
  onBook: (suggested?: { date: string; slot: string }) => void;
  /** The lawyer's own profile: where it is edited. */
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <article
      className={lawyer.premium ? 'lawyer-profile lawyer-profile-premium' : 'lawyer-profile'}
      aria-label={lawyer.name}
    >
      <Panel className="lawyer-profile-card">
        <header className="lawyer-profile-header">
          <ExpertAvatar name={lawyer.name} image={lawyer.image} size={avatarSize.lg} />
          <div className="lawyer-profile-identity">
            <h2 className="lawyer-profile-name">
              {lawyer.name}{' '}
              {lawyer.verified && (
                <Tag color="green" aria-label="Verified">
                  Verified
                </Tag>
              )}
              {lawyer.premium && <PremiumMemberTag />}
            </h2>
            <p className="lawyer-profile-title">{lawyer.profession}</p>
            <p className="lawyer-profile-facts">
              <span>
                {lawyer.city}, {lawyer.state}
              </span>
              <span>{lawyer.languages.join(', ')}</span>
              {/* Shown only when the lawyer chose to (Security & privacy), or on their own profile. */}
              {lawyer.email && <span>{lawyer.email}</span>}
            </p>
          </div>
          {/* The action group: booking first, then talking, then following. */}
          <div className="lawyer-profile-actions" role="group" aria-label="Actions">
            {own ? (
              // Booking, messaging or following oneself makes no sense: the lawyer edits the profile instead.
              <Button onClick={onEdit}>Edit profile</Button>
            ) : (
              <>
                <Button type="primary" size="large" onClick={() => onBook()}>
                  Book consultation
                </Button>
                <Button onClick={onMessage}>Message</Button>
                <Button loading={busy} aria-pressed={lawyer.followedByMe} onClick={onFollow}>
                  {lawyer.followedByMe ? 'Following' : 'Follow'}
                </Button>
              </>
            )}
          </div>
        </header>
        <dl className="lawyer-profile-stats">
          <div>
            <dt>Rate</dt>
            <dd>{formatRupees(lawyer.ratePaise)} per minute</dd>
          </div>
          <div>
            <dt>Followers</dt>
            <dd data-testid="followers">{lawyer.followers}</dd>
          </div>
          <div>
            <dt>Clients</dt>
            <dd>{lawyer.clients}</dd>
          </div>
          <div>
            <dt>Positive ratings</dt>
            <dd data-testid="positive-ratings">
              {lawyer.positiveRatings === null ? '—' : `${lawyer.positiveRatings}%`}
            </dd>
          </div>
        </dl>
        <div className="lawyer-profile-rating" aria-label="Rating">
          {lawyer.averageStars === null ? (
            <span>No reviews yet</span>
          ) : (
            <>
              <Rate
                disabled
                allowHalf
                value={Math.round(lawyer.averageStars * 2) / 2}
                aria-label={`${lawyer.averageStars} out of 5 stars`}
              />
              <strong data-testid="average-stars">{lawyer.averageStars.toFixed(1)}</strong>
              <span className="lawyer-profile-rating-counts">
                {lawyer.reviewCount} {lawyer.reviewCount === 1 ? 'review' : 'reviews'}
                {lawyer.recommendPercent !== null && ` · ${lawyer.recommendPercent}% recommend`}
              </span>
            </>
          )}
        </div>
      </Panel>
      {!own && (
        <Panel title="Free slots in the next 7 days" size="small" className="lawyer-profile-section">
          <WeekSlots lawyerId={lawyer._id} onPick={(choice) => onBook(choice)} />
        </Panel>
      )}
      <div className="lawyer-profile-columns">
        <Panel title="About" size="small" className="lawyer-profile-section">
          <p className="lawyer-profile-about">{lawyer.description}</p>
        </Panel>
        <Panel title="Practice areas" size="small" className="lawyer-profile-section">
          <ul className="lawyer-profile-areas" aria-label="Practice areas">
            {lawyer.practiceAreas.map((area) => (
              <li key={area}>
                <Tag>{area}</Tag>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Enrolment" size="small" className="lawyer-profile-section">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'number', label: 'Enrolment number', children: lawyer.enrolmentNumber },
              { key: 'council', label: 'Bar council', children: lawyer.barCouncil },
              { key: 'year', label: 'Enrolment year', children: lawyer.enrolmentYear },
              { key: 'experience', label: 'Experience', children: `${lawyer.yearsExperience} years` },
            ]}
          />
        </Panel>
      </div>
      {children}
    </article>
  );
}
