// "This link earns." or why it will not (or may not), one reason per line: the popup's words, wherever a link is
// offered (the popup's campaign card, an offer in Deals).
import { t } from '../lib/core/i18n';
import type { Verdict } from '../lib/core/link-verdict';
import './verdict-line.css';

const HEADLINES = {
  earns: 'popupVerdictEarns',
  mayNot: 'popupVerdictMayNotEarn',
  wont: 'popupVerdictWillNotEarn',
} as const;

export function VerdictLine({ verdict }: { verdict: Verdict }) {
  return (
    <div class={`verdict verdict-${verdict.outcome}`}>
      <strong>{t(HEADLINES[verdict.outcome])}</strong>
      {verdict.problems.length > 0 && (
        <ul>
          {verdict.problems.map((p) => (
            <li key={p.rule}>{t(p.key, ...p.args)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
