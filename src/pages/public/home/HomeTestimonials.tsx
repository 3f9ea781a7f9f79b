// Four client stories on the home page (spec section 3), each opening its blog post. Asked for as the visitor
// scrolls towards them (useWhenNear): they are far below the first screen.
import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useWhenNear } from '@/components/useWhenNear';
import { useStores } from '@/stores/context';
import { TestimonialCard } from '../shared/TestimonialCard';

export const HomeTestimonials = observer(function HomeTestimonials() {
  const { publicSite } = useStores();
  const section = useRef<HTMLElement>(null);
  useWhenNear(
    section,
    useCallback(() => void publicSite.loadBlogs(), [publicSite]),
  );
  const { state: status, data: stories = [] } = publicSite.blogs;
  return (
    <section ref={section} className="home-section" aria-labelledby="testimonials-heading">
      <div className="section-head">
        <h2 id="testimonials-heading">What our clients say</h2>
        <Link to="/blog">All success stories</Link>
      </div>
      {status === 'failed' && <p role="alert">Could not load the stories. Please try again later.</p>}
      {(status === 'loading' || status === 'idle') && <p aria-busy="true">Loading stories…</p>}
      {status === 'ready' && stories.length === 0 && <p>No stories yet.</p>}
      {status === 'ready' && (
        <ul className="card-grid four">
          {stories.slice(0, 4).map((story) => (
            <li key={story._id}>
              <TestimonialCard story={story} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
