import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

interface Props<K extends string> {
  /** Names the tab list ("Report"). */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix for the tabs' and panel's ids. */
  idBase: string;
  children: ComponentChildren;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them; one panel shows the selected one. */
export function ReportTabs<K extends string>({ label, tabs, selected, onSelect, idBase, children }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(e: KeyboardEvent) {
    const at = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = tabs[to]!;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${next.key}`)}`)?.focus();
  }

  return (
    <>
      <div class="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${idBase}-tab-${t.key}`}
            aria-selected={t.key === selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div class="tab-panel" role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
