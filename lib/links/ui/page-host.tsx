// The page's host in the popup's header, in the script a person reads: an `xn--` host is decoded once the decoder
// has loaded (few hosts need it, so it is not part of the code the popup loads first).
import { useEffect, useState } from 'preact/hooks';
import { hostOf } from './page-url';

export function PageHost({ url }: { url: string }) {
  const ascii = hostOf(url);
  const [shown, setShown] = useState(ascii);
  useEffect(() => {
    setShown(ascii);
    if (!/(^|\.)xn--/i.test(ascii)) return;
    let live = true;
    import('../../core/format/unicode-host').then(
      ({ unicodeHost }) => live && setShown(unicodeHost(ascii)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ascii]);
  return (
    <p class="muted small page-host" title={url}>
      {shown}
    </p>
  );
}
