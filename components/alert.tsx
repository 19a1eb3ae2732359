// The one look and role of something a person must act on (components/error-alert.tsx for failures,
// form-problem.tsx for a form's own checks, and any page's warning that needs an answer).
import type { ComponentChildren } from 'preact';

export function Alert({ children, field }: { children: ComponentChildren; field?: string }) {
  return (
    <div class="alert" role="alert" data-field={field}>
      {children}
    </div>
  );
}
