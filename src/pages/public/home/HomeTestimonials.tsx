// Four client stories on the home page (spec section 3), each opening its blog post. Asked for as the visitor
// scrolls towards them (useWhenNear): they are far below the first screen, and so are their cards' code
// (StoryCards.tsx, fetched alongside the stories).
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useWhenNear } from '@/components/useWhenNear';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

const StoryCards = lazy(() => import('./StoryCards'));

export const HomeTestimonials = observer(function HomeTestimonials() {
  const { publicSite } = useStores();
  const section = useRef<HTMLElement>(null);
  const t = useT();
  useWhenNear(
    section,
    useCallback(() => {
      void publicSite.loadBlogs();
      void import('./StoryCards');
    }, [publicSite]),
  );
  const { state: status, data: stories = [] } = publicSite.blogs;
  const loading = <p aria-busy="true">{t('Loading stories…')}</p>;
  return (
    <section ref={section} className="home-section" aria-labelledby="testimonials-heading">
      <div className="section-head">
        <h2 id="testimonials-heading">{t('What our clients say')}</h2>
        <Link to="/blog">{t('All success stories')}</Link>
      </div>
      {status === 'failed' && <p role="alert">{t('Could not load the stories. Please try again later.')}</p>}
      {(status === 'loading' || status === 'idle') && loading}
      {status === 'ready' && stories.length === 0 && <p>{t('No stories yet.')}</p>}
      {status === 'ready' && (
        <Suspense fallback={loading}>
          <StoryCards stories={stories} />
        </Suspense>
      )}
    </section>
  );
});
