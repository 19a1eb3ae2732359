import type { ComponentChildren } from 'preact';
import type { Scope } from '../../lib/core/api/schemas';
import { ScopeGate } from '../scope-gate';

/**
 * One options section: a region named by its heading (UI contract). The heading takes focus on navigation, so it
 * is focusable by script but not in the tab order. With `scope`, its content shows only for a key that has it
 * (ScopeGate, naming the feature by the title unless `feature` says otherwise).
 */
export function Section({
  id,
  title,
  class: className,
  scope,
  feature,
  children,
}: {
  id: string;
  title: string;
  class?: string;
  scope?: Scope;
  feature?: string;
  children: ComponentChildren;
}) {
  const headingId = `${id}-heading`;
  return (
    <section class={className ? `options-section ${className}` : 'options-section'} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {scope ? (
        <ScopeGate scope={scope} feature={feature ?? title}>
          {children}
        </ScopeGate>
      ) : (
        children
      )}
    </section>
  );
}
