// Profile (/profile): the signed-in user's real data (GET /api/profile), editable and saved (PATCH), the plan
// with 'explore upgradable plans' to /pricing, 'Loading...' until data arrives, Back to /.
import type { Profile, ProfileUpdate } from '@contract';
import { Button } from 'antd';
import { Input, TextArea } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { msg, T, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { useStoredSession } from '@/components/useStoredSession';
import { ProfilePhoto } from './profile/ProfilePhoto';

type Draft = Required<{ [K in keyof ProfileUpdate]: string }>;

const draftOf = (p: Profile): Draft => ({
  name: p.name,
  dateOfBirth: p.dateOfBirth ?? '',
  country: p.country ?? '',
  region: p.region ?? '',
  about: p.about ?? '',
  employmentType: p.employmentType ?? '',
  industryType: p.industryType ?? '',
});

const fields: { key: Exclude<keyof Draft, 'about'>; label: string; type?: string }[] = [
  { key: 'name', label: msg('Name') },
  { key: 'dateOfBirth', label: msg('Date of birth'), type: 'date' },
  { key: 'country', label: msg('Country') },
  { key: 'region', label: msg('Region') },
  { key: 'employmentType', label: msg('Employment type') },
  { key: 'industryType', label: msg('Industry type') },
];

function ProfilePage() {
  const { auth, profile: profileStore } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const session = useStoredSession();

  useEffect(() => {
    // Spec: a failed fetch is logged (by the store) and the page stays on 'Loading...'.
    if (session === 'signed-in') void profileStore.profile.load();
  }, [profileStore, session]);

  // The form starts from what the server has (on load, and after each save).
  const profile = profileStore.profile.data;
  useEffect(() => {
    if (profile) setDraft(draftOf(profile));
  }, [profile]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (!draft.name.trim()) return setError(t('Name is required.'));
    setSaving(true);
    setError(null);
    try {
      const body: ProfileUpdate = {
        ...draft,
        dateOfBirth: draft.dateOfBirth || null,
      };
      const saved = await profileStore.save(body);
      if (auth.user) auth.user.name = saved.name;
      toast.success(t('Profile saved'));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('Could not save your profile. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page heading={t('Profile')} description={t('Your personal details and plan.')}>
      <Button className="gap-below" onClick={() => navigate('/')}>
        {t('Back')}
      </Button>
      {session === 'signed-out' ? (
        <p role="status">
          <T id="<0>Log in</0> to see your profile." components={{ 0: <Link to="/login" /> }} />
        </p>
      ) : !profile || !draft ? (
        <p role="status">{t('Loading...')}</p>
      ) : (
        <form className="profile-form" onSubmit={save} aria-label={t('Profile')} noValidate>
          <ProfilePhoto name={profile.name} />
          <p>
            <strong>{profile.name}</strong> · {profile.email}
          </p>
          {fields.map((f) => (
            <div className="auth-field" key={f.key}>
              <label htmlFor={`profile-${f.key}`}>{t(f.label)}</label>
              <Input
                id={`profile-${f.key}`}
                type={f.type}
                value={draft[f.key]}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            </div>
          ))}
          <div className="auth-field">
            <label htmlFor="profile-about">{t('About')}</label>
            <TextArea
              id="profile-about"
              rows={4}
              maxLength={1000}
              value={draft.about}
              onChange={(e) => setDraft({ ...draft, about: e.target.value })}
            />
          </div>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <Button type="primary" htmlType="submit" disabled={saving}>
            {saving ? t('Saving...') : t('Save')}
          </Button>
          <p>
            <T
              id="Plan: <0>{plan}</0> <1>explore upgradable plans</1>"
              values={{ plan: t(profile.plan) }}
              components={{ 0: <strong />, 1: <Link to="/pricing" /> }}
            />
          </p>
        </form>
      )}
    </Page>
  );
}

export default observer(ProfilePage);
