import type { ComponentChildren } from 'preact';
import { useAccount } from '../../components/account-context';
import { StatusMessage } from '../../components/status-message';

/** Renders `children` once a key is saved; before that, says where to save one (and sends nothing). */
export function RequireKey({ children }: { children: ComponentChildren }) {
  const account = useAccount();
  if (account === undefined) return <StatusMessage>Loading your account…</StatusMessage>;
  if (!account.keySet) {
    return (
      <StatusMessage>
        No API key is saved yet. <a href="#account">Save your API key under Account</a> to use this section.
      </StatusMessage>
    );
  }
  return <>{children}</>;
}
