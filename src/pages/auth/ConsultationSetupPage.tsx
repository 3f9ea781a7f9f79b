// Consultation type selection (spec sections 4, 5, 9): toggle chips of the sixteen types; 'Add more' shows
// 'Loading more options...' for 1000 ms, then appends five; Continue needs at least 5 and POSTs them.
// A consultation choice carried from the landing pre-selects its practice area, and a client then ends
// onboarding on Find experts filtered by that choice.
import { initialConsultationTypes, minimumConsultationTypes, moreConsultationTypes } from '@contract';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { areaForProblem, choiceFrom, findExpertsPathFor } from '@/pages/public/consultationChoice';
import { T, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { FormError } from './parts/FormError';

export const ADD_MORE_DELAY_MS = 1000;

function ConsultationSetupPage() {
  const { auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [choice] = useState(() => choiceFrom(params));
  const [types, setTypes] = useState<string[]>([...initialConsultationTypes]);
  const [selected, setSelected] = useState<string[]>(() =>
    choice && areaForProblem[choice.problemType] ? [areaForProblem[choice.problemType]] : [],
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const t = useT();
  const added = types.length > initialConsultationTypes.length;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!auth.isLoggedIn) void auth.checkSession();
  }, [auth]);

  const toggle = (type: string) =>
    setSelected((current) =>
      current.includes(type) ? current.filter((other) => other !== type) : [...current, type],
    );

  const addMore = () => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setTypes((current) => [...current, ...moreConsultationTypes.filter((type) => !current.includes(type))]);
      setLoadingMore(false);
    }, ADD_MORE_DELAY_MS);
  };

  async function submit() {
    setBusy(true);
    try {
      await auth.saveConsultationTypes(selected);
      toast.success(t('Selections submitted successfully!'));
      // Professionals go on to the profile step (enrolment and certificate) before they can be listed.
      if (auth.user?.role === 'professional') navigate('/account-creation/profile');
      else navigate(choice ? findExpertsPathFor(choice) : '/dashboard/schedules');
    } catch (failure) {
      toast.error(t('Failed to submit selections.'));
      if (isApiError(failure) && failure.status === 401) setNeedsLogin(true);
      setBusy(false);
    }
  }

  const tooFew = selected.length < minimumConsultationTypes;
  return (
    <Page
      heading={t('Select your consultation types')}
      description={t('Choose at least 5 areas of law you are interested in.')}
    >
      <ul className="chip-list" aria-label={t('Consultation types')}>
        {types.map((type) => (
          <li key={type}>
            <Button
              shape="round"
              type={selected.includes(type) ? 'primary' : 'default'}
              aria-pressed={selected.includes(type)}
              onClick={() => toggle(type)}
            >
              {t(type)}
            </Button>
          </li>
        ))}
      </ul>
      {loadingMore && <p role="status">{t('Loading more options...')}</p>}
      {!added && !loadingMore && <Button onClick={addMore}>{t('Add more')}</Button>}
      <p>
        {tooFew
          ? t('{count} selected (select at least {minimum})', {
              count: selected.length,
              minimum: minimumConsultationTypes,
            })
          : t('{count} selected', { count: selected.length })}
      </p>
      {needsLogin && <FormError message={t('Please log in to save your selections.')} />}
      {(needsLogin || !auth.isLoggedIn) && (
        <p>
          <T
            id="Your selections are saved to your account: <0>Log in</0>"
            components={{ 0: <Link to="/login" /> }}
          />
        </p>
      )}
      <div>
        <Button type="primary" disabled={tooFew || busy} onClick={() => void submit()}>
          {t('Continue')}
        </Button>
      </div>
    </Page>
  );
}

export default observer(ConsultationSetupPage);
