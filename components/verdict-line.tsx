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

/** `inList`: inside an item of a list (an offer in Deals), the reasons are lines, not a list of their own. */
export function VerdictLine({ verdict, inList = false }: { verdict: Verdict; inList?: boolean }) {
  const reasons = verdict.problems.map((p) => ({ rule: p.rule, text: t(p.key, ...p.args) }));
  return (
    <div class={`verdict verdict-${verdict.outcome}`}>
      <strong>{t(HEADLINES[verdict.outcome])}</strong>
      {reasons.length > 0 &&
        (inList ? (
          reasons.map((r) => (
            <p key={r.rule} class="verdict-reason">
              {r.text}
            </p>
          ))
        ) : (
          <ul>
            {reasons.map((r) => (
              <li key={r.rule}>{r.text}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}
