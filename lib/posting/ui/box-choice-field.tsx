// "Convert links in text boxes with": each site's popup choices, or one destination's channel and Short links, for
// Convert links in this box (lib/textbox/box-choice.ts). Written on change; a choice the background forgot (its
// destination was deleted) shows as the default again.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../core/i18n';
import { boxChoiceRecord } from '../../textbox/box-choice';
import type { DestinationView } from '../destination';

export function BoxChoiceField({ destinations }: { destinations: readonly DestinationView[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    boxChoiceRecord
      .get()
      .then((c) => live && setChosen(c.destinationId))
      .catch(() => {});
    const stop = boxChoiceRecord.watch((next) => setChosen(next.destinationId));
    return () => {
      live = false;
      stop();
    };
  }, []);

  async function choose(value: string) {
    const destinationId = value || null;
    setChosen(destinationId);
    setFailed(false);
    try {
      await boxChoiceRecord.set({ destinationId });
    } catch {
      setFailed(true);
    }
  }

  // A deleted destination's id matches no option: the default channel is what a conversion uses then.
  const value = destinations.some((d) => d.id === chosen) ? (chosen as string) : '';
  return (
    <div class="field">
      <label for="box-convert-with">{t('destinationsBoxConvertWith')}</label>
      <select id="box-convert-with" value={value} onChange={(e) => choose(e.currentTarget.value)}>
        <option value="">{t('destinationsBoxDefaultChannel')}</option>
        {destinations.map((d) => (
          <option key={d.id} value={d.id}>
            {t('destinationsBoxDestinationChannel', d.name)}
          </option>
        ))}
      </select>
      <p class="hint">{t('destinationsBoxConvertWithHint')}</p>
      {failed && (
        <div class="alert" role="alert">
          <p>{t('destinationsBoxChoiceNotSaved')}</p>
        </div>
      )}
    </div>
  );
}
