// Lawyer profile (spec section 2): a verified lawyer's rate, followers, clients, ratings, description and
// enrolment; Follow/Following calls the API; Message opens a new request mentioning the lawyer. Every figure is
// computed by the API from real data (follows, completed consultations, visible reviews); the Reviews section
// lists the reviews (BCI Rule 36: shown here, never used to order search or featured lists).
import { expertProfileSchema, followStateSchema, formatRupees, type ExpertProfile } from '@contract';
import { Button, Descriptions, Rate, Spin, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { ReviewsStore } from '@/stores/ReviewsStore';
import ReviewsSection from './reviews/ReviewsSection';
import { BookingModal } from './bookings/BookingModal';
import { ExpertAvatar } from './experts/ExpertAvatar';
import { PremiumMemberTag } from './experts/PremiumMemberTag';

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; lawyer: ExpertProfile };

export default function LawyerProfilePage() {
  const { api, auth } = useStores();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [booking, setBooking] = useState(false);
  const reviews = useMemo(() => new ReviewsStore(api, id), [api, id]);

  useEffect(() => {
    void reviews.load(1);
  }, [reviews]);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api
      .get(`/api/experts/${encodeURIComponent(id)}`, { schema: expertProfileSchema })
      .then((lawyer) => live && setLoad({ state: 'ready', lawyer }))
      .catch((failure: unknown) => {
        if (!live) return;
        const missing = failure instanceof ApiError && failure.status === 404;
        setLoad({ state: missing ? 'missing' : 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, id]);

  async function toggleFollow(lawyer: ExpertProfile) {
    if (busy) return;
    setBusy(true);
    const path = `/api/experts/${encodeURIComponent(lawyer._id)}/follow`;
    try {
      const reply = lawyer.followedByMe
        ? await api.delete(path, { schema: followStateSchema })
        : await api.post(path, undefined, { schema: followStateSchema });
      setLoad({ state: 'ready', lawyer: { ...lawyer, ...reply } });
    } catch {
      toast.error('Could not update follow. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page heading="Lawyer profile" description="Rates, clients and ratings of this expert.">
      {load.state === 'loading' && <Spin aria-label="Loading" />}
      {load.state === 'missing' && <p role="alert">Lawyer not found</p>}
      {load.state === 'failed' && <p role="alert">Could not load this profile. Please try again.</p>}
      {load.state === 'ready' && (
        <article
          className={load.lawyer.premium ? 'lawyer-profile lawyer-profile-premium' : 'lawyer-profile'}
          aria-label={load.lawyer.name}
        >
          <header className="lawyer-profile-header">
            <ExpertAvatar name={load.lawyer.name} image={load.lawyer.image} size={72} />
            <div>
              <h2>
                {load.lawyer.name}{' '}
                {load.lawyer.verified && (
                  <Tag color="green" aria-label="Verified">
                    Verified
                  </Tag>
                )}
                {load.lawyer.premium && <PremiumMemberTag />}
              </h2>
              <p>{load.lawyer.profession}</p>
              <p>
                {load.lawyer.city}, {load.lawyer.state} · {load.lawyer.languages.join(', ')}
              </p>
              {/* Shown only when the lawyer chose to (Security & privacy), or on their own profile. */}
              {load.lawyer.email && <p>{load.lawyer.email}</p>}
            </div>
          </header>
          <dl className="lawyer-profile-stats">
            <div>
              <dt>Rate</dt>
              <dd>{formatRupees(load.lawyer.ratePaise)} per minute</dd>
            </div>
            <div>
              <dt>Followers</dt>
              <dd data-testid="followers">{load.lawyer.followers}</dd>
            </div>
            <div>
              <dt>Clients</dt>
              <dd>{load.lawyer.clients}</dd>
            </div>
            <div>
              <dt>Positive ratings</dt>
              <dd data-testid="positive-ratings">
                {load.lawyer.positiveRatings === null ? '—' : `${load.lawyer.positiveRatings}%`}
              </dd>
            </div>
          </dl>
          <div className="lawyer-profile-rating" aria-label="Rating">
            {load.lawyer.averageStars === null ? (
              <span>No reviews yet</span>
            ) : (
              <>
                <Rate
                  disabled
                  allowHalf
                  value={Math.round(load.lawyer.averageStars * 2) / 2}
                  aria-label={`${load.lawyer.averageStars} out of 5 stars`}
                />
                <strong data-testid="average-stars">{load.lawyer.averageStars.toFixed(1)}</strong>
                <span className="lawyer-profile-rating-counts">
                  {load.lawyer.reviewCount} {load.lawyer.reviewCount === 1 ? 'review' : 'reviews'}
                  {load.lawyer.recommendPercent !== null && ` · ${load.lawyer.recommendPercent}% recommend`}
                </span>
              </>
            )}
          </div>
          <div className="lawyer-profile-actions">
            <Button
              type={load.lawyer.followedByMe ? 'default' : 'primary'}
              loading={busy}
              aria-pressed={load.lawyer.followedByMe}
              onClick={() => toggleFollow(load.lawyer)}
            >
              {load.lawyer.followedByMe ? 'Following' : 'Follow'}
            </Button>
            <Button
              onClick={() =>
                navigate(`/dashboard/create-request?expert=${encodeURIComponent(load.lawyer._id)}`)
              }
            >
              Message
            </Button>
            {auth.user?.id !== load.lawyer._id && (
              <Button type="primary" onClick={() => setBooking(true)}>
                Book consultation
              </Button>
            )}
          </div>
          <h3>Description</h3>
          <p>{load.lawyer.description}</p>
          <Descriptions
            title="Enrolment"
            column={1}
            size="small"
            items={[
              { key: 'number', label: 'Enrolment number', children: load.lawyer.enrolmentNumber },
              { key: 'council', label: 'Bar council', children: load.lawyer.barCouncil },
              { key: 'year', label: 'Enrolment year', children: load.lawyer.enrolmentYear },
              { key: 'areas', label: 'Practice areas', children: load.lawyer.practiceAreas.join(', ') },
              { key: 'experience', label: 'Experience', children: `${load.lawyer.yearsExperience} years` },
            ]}
          />
          <ReviewsSection store={reviews} ownProfile={auth.user?.id === load.lawyer._id} />
          <BookingModal
            open={booking}
            lawyer={load.lawyer}
            onClose={() => setBooking(false)}
            onBooked={() => {
              setBooking(false);
              navigate('/dashboard/schedules');
            }}
          />
        </article>
      )}
    </Page>
  );
}
