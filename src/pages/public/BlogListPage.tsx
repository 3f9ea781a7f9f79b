// Testimonials and success stories (spec section 2): a paged grid of client cards, 8 per page (10 in all),
// arrows wrapping around at both ends; a card opens /blog/{slug}. /blog and /blogs show this page.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { TestimonialCard } from './shared/TestimonialCard';
import './public.css';
import { glyphs } from '@/components/glyphs';

export const STORIES_PER_PAGE = 8;

const BlogListPage = observer(function BlogListPage() {
  const { publicSite } = useStores();
  const [page, setPage] = useState(0);
  const t = useT();
  useEffect(() => {
    void publicSite.loadBlogs();
  }, [publicSite]);

  const { state: status, data: stories = [] } = publicSite.blogs;
  const pages = Math.max(1, Math.ceil(stories.length / STORIES_PER_PAGE));
  const go = (to: number) => setPage((to + pages) % pages);
  return (
    <Page
      heading={t('Blogs')}
      description={t('Testimonials and success stories from people LexSetu has helped.')}
    >
      {status === 'failed' && (
        <p role="alert">
          {t('Could not load the stories.')}{' '}
          <button type="button" className="link-button" onClick={() => void publicSite.loadBlogs()}>
            {t('Try again')}
          </button>
        </p>
      )}
      {(status === 'idle' || status === 'loading') && <p aria-busy="true">{t('Loading stories…')}</p>}
      {status === 'ready' && stories.length === 0 && <p>{t('No stories yet.')}</p>}
      {status === 'ready' && stories.length > 0 && (
        <>
          <ul
            className="card-grid plain"
            aria-label={t('Stories, page {page} of {pages}', { page: page + 1, pages })}
          >
            {stories.slice(page * STORIES_PER_PAGE, (page + 1) * STORIES_PER_PAGE).map((story) => (
              <li key={story._id}>
                <TestimonialCard story={story} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t('Story pages')}>
              <button
                type="button"
                className="arrow-button"
                aria-label={t('Previous page')}
                onClick={() => go(page - 1)}
              >
                {glyphs.previous}
              </button>
              <span aria-live="polite">{t('Page {page} of {pages}', { page: page + 1, pages })}</span>
              <button
                type="button"
                className="arrow-button"
                aria-label={t('Next page')}
                onClick={() => go(page + 1)}
              >
                {glyphs.next}
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
});

export default BlogListPage;
