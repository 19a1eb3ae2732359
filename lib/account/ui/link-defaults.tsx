// Link defaults: short links or full tracking links where a site has no choice of its own yet. The popup remembers
// each site's choice; the context menu and the shortcut follow the site's choice, else this setting.
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { t } from '../../core/i18n';

export function LinkDefaults() {
  const send = useSend();
  const settings = useRequest(() => send('settings.get', {}), [send]);
  const [error, setError] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<boolean | null>(null);

  async function setShort(preferShortLink: boolean) {
    setSaving(true);
    setError(undefined);
    try {
      setSaved((await send('settings.set', { preferShortLink })).preferShortLink);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset class="link-defaults">
      <legend>{t('optionsLinkDefaults')}</legend>
      <div class="row">
        <input
          id="prefer-short-link"
          type="checkbox"
          checked={saved ?? settings.data?.preferShortLink ?? false}
          disabled={settings.data === undefined || saving}
          onChange={(e) => setShort(e.currentTarget.checked)}
        />
        <label for="prefer-short-link">{t('optionsShortLinksByDefault')}</label>
      </div>
      <p class="hint">{t('optionsShortLinksByDefaultHint')}</p>
      {(error ?? settings.error) !== undefined && (
        <ErrorAlert error={error ?? settings.error} onRetry={settings.reload} />
      )}
    </fieldset>
  );
}
