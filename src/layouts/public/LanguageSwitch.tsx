// The language switch of the public header and the account screens: the browser's own select (nothing of antd
// on the public first load), each language named in itself. A visitor's choice is kept in this browser
// (UiStore); a signed-in user's is also saved as their Preferred language, as Settings does. On a language's
// own home address (/hi, /ta) the switch goes to the chosen language's one; arriving at one chooses its language.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { htmlLang, languageNames, uiLanguages, useT, type UiLanguage } from '@/i18n';
import { useStores } from '@/stores/context';
import { loadScreenStores } from '@/stores/RootStore';
import { homePathOf, isHomePath, languageOfHomePath } from './homePaths';

export const LanguageSwitch = observer(function LanguageSwitch({ className }: { className?: string }) {
  const store = useStores();
  const { ui, auth } = store;
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // /hi and /ta show the home page in their language (start.tsx picks it before the first paint; this follows
  // the address when it changes).
  useEffect(() => {
    const addressed = languageOfHomePath(pathname);
    if (addressed) ui.setLanguage(addressed);
  }, [pathname, ui]);

  const choose = (language: UiLanguage) => {
    ui.setLanguage(language);
    // The settings store is one of the screens' stores: fetched only when a signed-in user switches.
    if (auth.isLoggedIn)
      void loadScreenStores().then(() => store.settings.update({ preferredLanguage: language }));
    if (isHomePath(pathname) && pathname !== '/') navigate(homePathOf(language), { replace: true });
  };

  return (
    // The label wraps the select (no id: the prerendered page and the app must render the same markup).
    <label className={['language-switch', className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t('Language')}</span>
      <select
        className="language-switch-select"
        value={ui.language}
        onChange={(event) => choose(event.target.value as UiLanguage)}
      >
        {uiLanguages.map((language) => (
          <option key={language} value={language} lang={htmlLang[language]}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
});
