// The destination kinds' page parts, found by name (every `lib/<kind>/ui/kind.tsx`), in Sends to's order. A kind this
// page does not know is shown as Copy only.
import type { DestinationKindUi } from './kind-ui';

const found = import.meta.glob<{ KIND: DestinationKindUi }>('../../*/ui/kind.tsx', { eager: true });

export const KIND_UIS: readonly DestinationKindUi[] = Object.values(found)
  .map((m) => m.KIND)
  .sort((a, b) => a.order - b.order);

export function kindUi(id: string): DestinationKindUi {
  const copy = KIND_UIS.find((k) => k.id === 'copy');
  const kind = KIND_UIS.find((k) => k.id === id) ?? copy;
  if (!kind) throw new Error('No Copy only kind');
  return kind;
}

/** Where a destination sends, in its kind's word. */
export const sendsToWord = (id: string) => kindUi(id).word();
