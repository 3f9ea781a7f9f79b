// 'Reminders by SMS' (#58): consultation reminders (24 h, 15 min) also by text message. Usable only once a mobile
// number is on the account (the API refuses it otherwise); until then the row says where to add one.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { ToggleRow } from './parts';

export const SmsRemindersRow = observer(function SmsRemindersRow() {
  const { auth } = useStores();
  const t = useT();
  const phone = auth.user?.phone;
  return (
    <ToggleRow
      name="smsReminders"
      label={t('Reminders by SMS')}
      hint={
        phone
          ? t('Consultation reminders 24 hours and 15 minutes before, also texted to {phone}.', { phone })
          : t('Add a mobile number to your account first.')
      }
      disabled={!phone}
      extra={
        phone ? undefined : <Link to="/dashboard/settings/security-privacy">{t('Add a mobile number')}</Link>
      }
    />
  );
});
