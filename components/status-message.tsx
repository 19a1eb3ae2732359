import type { ComponentChildren } from 'preact';

/** Information, not an error: a page that cannot carry a link, "Copied", a scope the key lacks. */
export function StatusMessage({ children, class: className }: { children: ComponentChildren; class?: string }) {
  return (
    <div class={className ? `status ${className}` : 'status'} role="status">
      {children}
    </div>
  );
}

/** Something is on its way: the words after a small spinner (which stands still when less motion is asked for). */
export function LoadingMessage({ children }: { children: ComponentChildren }) {
  return (
    <div class="status loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {children}
    </div>
  );
}

/** Nothing to show: what is missing, and where there is one, the way on (`hint`, `action`). */
export function EmptyState({
  children,
  hint,
  action,
}: {
  children: ComponentChildren;
  hint?: ComponentChildren;
  action?: ComponentChildren;
}) {
  return (
    <div class="empty" role="status">
      <p class="empty-title">{children}</p>
      {hint && <p class="empty-hint">{hint}</p>}
      {action}
    </div>
  );
}
