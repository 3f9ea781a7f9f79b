// Terms step (spec sections 4, 5): Continue is disabled until the box is ticked; trying without it shows
// 'You must accept the Terms & Conditions to continue.'; unticking clears the error. A consultation choice
// carried from sign-up goes on to setup.
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { choiceFrom, choiceQuery } from '@/pages/public/consultationChoice';
import { msg, T, useT } from '@/i18n';
import { FormError } from './parts/FormError';

export const TERMS_REQUIRED_MESSAGE = msg('You must accept the Terms & Conditions to continue.');

export default function SignUpSuccessfulPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  const tryContinue = () => {
    if (!accepted) return setError(t(TERMS_REQUIRED_MESSAGE));
    navigate(`/account-creation/setup${choiceQuery(choiceFrom(params))}`);
  };

  return (
    <Page
      heading={t('Account created successfully')}
      description={t('Accept the terms and conditions to continue.')}
    >
      <div className="auth-form">
        <Checkbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setError(null);
          }}
        >
          <T
            id="I accept the <0>Terms & Conditions</0>"
            components={{ 0: <Link to="/terms-and-conditions" /> }}
          />
        </Checkbox>
        <FormError message={error} />
        {/* A disabled button gets no clicks; the wrapper lets an attempt explain why. */}
        <span className="continue-wrapper" onClick={() => !accepted && tryContinue()}>
          <Button type="primary" disabled={!accepted} onClick={tryContinue}>
            {t('Continue')}
          </Button>
        </span>
      </div>
    </Page>
  );
}
