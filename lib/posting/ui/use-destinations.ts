// The Post dialog's destinations: the list (tokens masked by the background) and the one chosen, the first at first.
import { useEffect, useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import type { DestinationView } from '../destination';

export function useDestinations(onFailure: (error: unknown) => void) {
  const send = useSend();
  const [destinations, setDestinations] = useState<DestinationView[] | null>(null);
  const [destinationId, setDestinationId] = useState('');
  useEffect(() => {
    send('destinations.list', {})
      .then((list) => {
        setDestinations(list);
        if (list[0]) setDestinationId(list[0].id);
      })
      .catch(onFailure);
  }, []);
  const destination = destinations?.find((d) => d.id === destinationId) ?? null;
  return { destinations, destinationId, setDestinationId, destination };
}
