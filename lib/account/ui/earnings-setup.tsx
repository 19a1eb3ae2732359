// Right after a key is saved: earnings per link needs two switches, each off by default and each in its own
// section (Sales alerts in Sales, Track earnings per link in History). Offered here together, still opt-in.
import { useEffect, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { t } from '../../core/i18n';

type Phase = 'asking' | 'hidden' | 'offer' | 'saving' | 'done';

export function EarningsSetup() {
  const send = useSend();
  const [phase, setPhase] = useState<Phase>('asking');
  const [error, setError] = useState<unknown>(undefined);

  useEffect(() => {
    Promise.all([send('sales.status', {}), send('history.settings', {})]).then(
      ([sales, history]) => setPhase(sales.settings.enabled && history.trackEarnings ? 'hidden' : 'offer'),
      () => setPhase('hidden'),
    );
  }, [send]);

  async function turnOn() {
    setPhase('saving');
    setError(undefined);
    try {
      await send('sales.settings', { enabled: true });
      await send('history.settings', { keep: true, trackEarnings: true });
      setPhase('done');
    } catch (e) {
      setError(e);
      setPhase('offer');
    }
  }

  if (phase === 'asking' || phase === 'hidden') return null;
  if (phase === 'done') {
    return (
      <p class="status notice" role="status">
        {t('optionsEarningsSetupDone')}
      </p>
    );
  }
  return (
    <section class="earnings-setup" aria-labelledby="earnings-setup-heading">
      <h3 id="earnings-setup-heading">{t('optionsEarningsSetupTitle')}</h3>
      <p>{t('optionsEarningsSetupText')}</p>
      {error !== undefined && <ErrorAlert error={error} />}
      <div class="actions">
        <button type="button" class="primary" disabled={phase === 'saving'} onClick={turnOn}>
          {t('optionsEarningsSetupTurnOn')}
        </button>
        <button type="button" disabled={phase === 'saving'} onClick={() => setPhase('hidden')}>
          {t('optionsEarningsSetupNotNow')}
        </button>
      </div>
    </section>
  );
}
