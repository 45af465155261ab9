import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { useSetSettings } from '../settings/mutations';
import { settingsQueries } from '../settings/queries';

/** "Standort von Fotos speichern": off by default, so a photo's GPS data is dropped. */
export function PhotoLocationSetting() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.settings());
  const setSettings = useSetSettings();
  return (
    <section aria-labelledby="photo-location-title" className="settings-section">
      <h2 id="photo-location-title">{t('photos.settingLabel')}</h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          data-testid="photo-location-switch"
          checked={setSettings.variables?.photoLocation ?? settings.data?.photoLocation ?? false}
          disabled={!settings.data}
          onChange={(e) => setSettings.mutate({ photoLocation: e.target.checked })}
        />
        <span>{t('photos.settingLabel')}</span>
      </label>
      <p className="muted">{t('photos.settingHint')}</p>
      {setSettings.isError && <p className="form-error">{errorText(t, setSettings.error)}</p>}
    </section>
  );
}
