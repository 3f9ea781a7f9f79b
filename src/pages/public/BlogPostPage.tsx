// One client story by slug (GET /api/blogs/:slug). An unknown slug shows the spec's 'Blog not found' text.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import './public.css';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const BlogPostPage = observer(function BlogPostPage() {
  const { id = '' } = useParams();
  const { publicSite } = useStores();
  const t = useT();
  useEffect(() => {
    void publicSite.loadStory(id);
  }, [publicSite, id]);

  const { state, data: story } = publicSite.story;
  if (state === 'ready' && story === null) {
    return (
      <Page
        heading={t('Blog not found')}
        description={t(
          'Sorry, the blog you are looking for does not exist. Please check the URL or go back to the homepage.',
        )}
      >
        <Link to="/">{t('Go back to the homepage')}</Link>
      </Page>
    );
  }
  if (state === 'failed') {
    return (
      <Page
        heading={t('Blogs')}
        description={t('The story could not be loaded. Please check your connection and try again.')}
      >
        <button type="button" className="link-button" onClick={() => void publicSite.loadStory(id)}>
          {t('Try again')}
        </button>
      </Page>
    );
  }
  if (!story || publicSite.storySlug !== id)
    return (
      <p className="route-loading" aria-busy="true">
        {t('Loading story…')}
      </p>
    );
  return (
    <Page heading={story.title} description={story.intro}>
      <article className="prose">
        <p className="muted">
          {t('By {author}, {profession}', { author: story.author, profession: story.profession })}
        </p>
        <p>{story.initial_experience}</p>
        <p>{story.platform_experience}</p>
        <h2>{story.consultation.title}</h2>
        <p>{story.consultation.content}</p>
        <p>{story.consultation.advisor_experience}</p>
        <h2>{story.value.title}</h2>
        <p>{story.value.content}</p>
        <h2>{story.conclusion.title}</h2>
        {paragraphs(story.conclusion.content).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <Link to="/blog">{t('More success stories')}</Link>
        </p>
      </article>
    </Page>
  );
});

export default BlogPostPage;
