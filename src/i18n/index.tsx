// Small, dependency-free i18n for the dashboard shell: the English texts in the components are the source (spec
// texts stay verbatim), and Hindi/Tamil dictionaries map them; a text without an entry shows in English.
// Only the dashboard shell (side navigation, header, settings) is translated: the marketing pages stay English,
// because they sit outside <LanguageProvider> and <html lang> goes back to "en" when the shell unmounts.
import { useEffect, useMemo, type ReactNode } from 'react';
import { fillIn, TranslateContext, type Translate, type UiLanguage } from './language';

export { uiLanguages, useT, type Translate, type UiLanguage } from './language';

/** The BCP 47 code for <html lang> (screen readers pick their voice from it). */
export const htmlLang: Record<UiLanguage, string> = { English: 'en', Hindi: 'hi', Tamil: 'ta' };

/** Each language named in itself, so someone who cannot read the current language still finds their own. */
export const languageNames: Record<UiLanguage, string> = {
  English: 'English',
  Hindi: 'हिन्दी (Hindi)',
  Tamil: 'தமிழ் (Tamil)',
};

const hindi = {
  // Side navigation
  Dashboard: 'डैशबोर्ड',
  'LexSetu home': 'LexSetu होम',
  Schedules: 'शेड्यूल',
  'Create Request': 'अनुरोध बनाएँ',
  'Find Experts': 'विशेषज्ञ खोजें',
  Invoices: 'चालान',
  'Bills & Payments': 'बिल और भुगतान',
  Activities: 'गतिविधियाँ',
  Settings: 'सेटिंग्स',
  'Help Center': 'सहायता केंद्र',
  Verifications: 'सत्यापन',
  'Reported reviews': 'रिपोर्ट की गई समीक्षाएँ',
  'Lawyer profile': 'वकील प्रोफ़ाइल',
  Earnings: 'कमाई',
  Payouts: 'भुगतान',
  'Document orders': 'दस्तावेज़ ऑर्डर',
  'Document catalogue': 'दस्तावेज़ सूची',
  // A lawyer's entries and page headings (issue #21)
  Requests: 'अनुरोध',
  'Edit your lawyer profile': 'अपनी वकील प्रोफ़ाइल संपादित करें',
  'What clients see on your profile and in Find experts. A new enrolment number or Bar Council is checked again before clients see it.':
    'ग्राहक आपकी प्रोफ़ाइल पर और विशेषज्ञ खोज में यही देखते हैं। नया नामांकन नंबर या बार काउंसिल ग्राहकों को दिखने से पहले फिर से जाँचा जाता है।',
  'Consultation requests that clients sent you. Accept one to chat with the client; mark it completed when the work is done.':
    'ग्राहकों के भेजे परामर्श अनुरोध। ग्राहक से चैट करने के लिए कोई अनुरोध स्वीकार करें; काम पूरा होने पर उसे पूर्ण चिह्नित करें।',
  // Header
  'Open navigation': 'नेविगेशन खोलें',
  'Close navigation': 'नेविगेशन बंद करें',
  'Switch to dark theme': 'डार्क थीम चुनें',
  'Switch to light theme': 'लाइट थीम चुनें',
  'Notifications ({count} new)': 'सूचनाएँ ({count} नई)',
  'Your profile': 'आपकी प्रोफ़ाइल',
  'Your photo': 'आपकी फ़ोटो',
  'Account menu': 'खाता मेनू',
  Profile: 'प्रोफ़ाइल',
  Sessions: 'सत्र',
  'Log out': 'लॉग आउट',
  // Settings home and page headings
  'Manage your account, privacy and preferences.': 'अपना खाता, गोपनीयता और प्राथमिकताएँ प्रबंधित करें।',
  'Upgrade to pro plan at just 99/- monthly': 'सिर्फ़ 99/- मासिक में प्रो प्लान लें',
  'Profile management': 'प्रोफ़ाइल प्रबंधन',
  'Security & privacy': 'सुरक्षा और गोपनीयता',
  'Call & Communication': 'कॉल और संचार',
  Accessibilities: 'सुगम्यता',
  'Refer & earn': 'रेफ़र करें और कमाएँ',
  'Session management': 'सत्र प्रबंधन',
  Availability: 'उपलब्धता',
  Server: 'सर्वर',
  'New features': 'नई सुविधाएँ',
  'Preferred language': 'पसंदीदा भाषा',
} satisfies Record<string, string>;

type SourceText = keyof typeof hindi;

const tamil: Record<SourceText, string> = {
  Dashboard: 'டாஷ்போர்டு',
  'LexSetu home': 'LexSetu முகப்பு',
  Schedules: 'அட்டவணைகள்',
  'Create Request': 'கோரிக்கையை உருவாக்கு',
  'Find Experts': 'நிபுணர்களைக் கண்டறி',
  Invoices: 'விலைப்பட்டியல்கள்',
  'Bills & Payments': 'பில்கள் & கட்டணங்கள்',
  Activities: 'செயல்பாடுகள்',
  Settings: 'அமைப்புகள்',
  'Help Center': 'உதவி மையம்',
  Verifications: 'சரிபார்ப்புகள்',
  'Reported reviews': 'புகாரளிக்கப்பட்ட மதிப்புரைகள்',
  'Lawyer profile': 'வழக்கறிஞர் சுயவிவரம்',
  Earnings: 'வருவாய்',
  Payouts: 'பணம் செலுத்துதல்கள்',
  'Document orders': 'ஆவண ஆர்டர்கள்',
  'Document catalogue': 'ஆவணப் பட்டியல்',
  Requests: 'கோரிக்கைகள்',
  'Edit your lawyer profile': 'உங்கள் வழக்கறிஞர் சுயவிவரத்தைத் திருத்து',
  'What clients see on your profile and in Find experts. A new enrolment number or Bar Council is checked again before clients see it.':
    'உங்கள் சுயவிவரத்திலும் நிபுணர் தேடலிலும் வாடிக்கையாளர்கள் இதைப் பார்க்கிறார்கள். புதிய பதிவு எண் அல்லது பார் கவுன்சில், வாடிக்கையாளர்கள் பார்க்கும் முன் மீண்டும் சரிபார்க்கப்படும்.',
  'Consultation requests that clients sent you. Accept one to chat with the client; mark it completed when the work is done.':
    'வாடிக்கையாளர்கள் உங்களுக்கு அனுப்பிய ஆலோசனைக் கோரிக்கைகள். வாடிக்கையாளருடன் அரட்டையடிக்க ஒன்றை ஏற்கவும்; வேலை முடிந்ததும் அதை முடிந்ததாகக் குறிக்கவும்.',
  'Open navigation': 'வழிசெலுத்தலைத் திற',
  'Close navigation': 'வழிசெலுத்தலை மூடு',
  'Switch to dark theme': 'இருண்ட தீமுக்கு மாறு',
  'Switch to light theme': 'வெளிர் தீமுக்கு மாறு',
  'Notifications ({count} new)': 'அறிவிப்புகள் ({count} புதியவை)',
  'Your profile': 'உங்கள் சுயவிவரம்',
  'Your photo': 'உங்கள் புகைப்படம்',
  'Account menu': 'கணக்கு மெனு',
  Profile: 'சுயவிவரம்',
  Sessions: 'அமர்வுகள்',
  'Log out': 'வெளியேறு',
  'Manage your account, privacy and preferences.': 'உங்கள் கணக்கு, தனியுரிமை மற்றும் விருப்பங்களை நிர்வகிக்கவும்.',
  'Upgrade to pro plan at just 99/- monthly': 'மாதம் 99/- மட்டுமே: புரோ திட்டத்திற்கு மேம்படுத்துங்கள்',
  'Profile management': 'சுயவிவர மேலாண்மை',
  'Security & privacy': 'பாதுகாப்பு & தனியுரிமை',
  'Call & Communication': 'அழைப்பு & தொடர்பு',
  Accessibilities: 'அணுகல்தன்மை',
  'Refer & earn': 'பரிந்துரைத்து சம்பாதி',
  'Session management': 'அமர்வு மேலாண்மை',
  Availability: 'கிடைக்கும் நேரம்',
  Server: 'சேவையகம்',
  'New features': 'புதிய அம்சங்கள்',
  'Preferred language': 'விருப்ப மொழி',
};

/** Every dictionary by language; English has none (the source texts are English). */
export const dictionaries: Record<Exclude<UiLanguage, 'English'>, Record<SourceText, string>> = {
  Hindi: hindi,
  Tamil: tamil,
};

export function translatorFor(language: UiLanguage): Translate {
  if (language === 'English') return fillIn;
  const dictionary: Record<string, string | undefined> = dictionaries[language];
  return (text, values) => fillIn(dictionary[text] ?? text, values);
}

/** Translates everything inside (through useT) and sets <html lang> while mounted; "en" again afterwards. */
export function LanguageProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  const translate = useMemo(() => translatorFor(language), [language]);
  useEffect(() => {
    document.documentElement.lang = htmlLang[language];
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [language]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}
