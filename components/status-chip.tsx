// A status shown as a chip, the same look for every kind of status (access, channel, transaction, click, invoice,
// claim). The tone comes from a table of known values: a value the client does not know gets the neutral look and no
// class of its own (it is text from the API, never markup).
import './status-chip.css';

export type Tone = 'ok' | 'warn' | 'danger' | 'neutral';
export type ToneTable = Readonly<Partial<Record<string, Tone>>>;

export function toneOf(table: ToneTable, value: string): Tone {
  return (Object.hasOwn(table, value) ? table[value] : undefined) ?? 'neutral';
}

export function chipClass(tone: Tone): string {
  return tone === 'neutral' ? 'chip' : `chip tone-${tone}`;
}

interface Props {
  word: string;
  tone: Tone;
  role?: 'note' | 'status';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function StatusChip({ word, tone, ...rest }: Props) {
  return (
    <span class={chipClass(tone)} {...rest}>
      {word}
    </span>
  );
}
