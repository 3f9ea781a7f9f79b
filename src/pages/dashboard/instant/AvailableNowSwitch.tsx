// The lawyer's 'Available now' switch on their overview (#58): clients see them under the Available now chip and
// may ring them while it is on. The server turns it off after 2 hours without activity, so the card says until when.
import { Alert, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatTime } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import './instant.css';

export const AvailableNowSwitch = observer(function AvailableNowSwitch() {
  const { instant, platform } = useStores();
  const t = useT();
  useEffect(() => {
    void instant.availability.load();
  }, [instant]);
  return (
    <Panel title={t('Consult now')} className="home-card" size="small">
      <Loaded resource={instant.availability} rows={1}>
        {(state) => (
          <>
            <label className="instant-switch">
              <Switch
                checked={state.availableNow}
                loading={instant.switching}
                onChange={(on) => {
                  // From the click: the browser then lets a later call ring and notify.
                  if (on) void platform.prepareAlerts();
                  void instant.setAvailable(on);
                }}
              />
              <span>{t('Available now')}</span>
            </label>
            <span className="home-hint">
              {state.availableNow && state.until
                ? t('Clients can call you now. Without activity this turns off at {time}.', {
                    time: formatTime(state.until),
                  })
                : t('Turn it on to take calls now. It turns itself off after 2 hours without activity.')}
            </span>
            {instant.switchError && <Alert type="error" showIcon message={instant.switchError} />}
          </>
        )}
      </Loaded>
    </Panel>
  );
});
